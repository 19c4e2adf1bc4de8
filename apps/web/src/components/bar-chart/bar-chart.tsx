import './bar-chart.css';

export type BarSeries = { key: string; label: string; color: string };
export type BarGroup = { label: string; values: Record<string, number> };

export type BarChartProps = {
  /** What the chart shows, read by screen readers and shown as its caption. */
  title: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  emptyText?: string;
};

const HEIGHT = 160;
const BAR = 14;
const GAP = 18;

/**
 * Grouped vertical bars (one group per category, one bar per series) drawn as SVG: no chart
 * library for the few counts the back-office plots. Each bar's value shows on hover; the same
 * figures are in a table for screen readers.
 */
export function BarChart({ title, series, groups, emptyText = 'Não há dados disponíveis' }: BarChartProps) {
  if (groups.length === 0) return <p className="bar-chart__empty">{emptyText}</p>;
  const max = Math.max(1, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const groupWidth = series.length * BAR + GAP;
  const width = groups.length * groupWidth + GAP;
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">{title}</figcaption>
      <div className="bar-chart__legend" aria-hidden>
        {series.map((s) => (
          <span key={s.key}>
            <i style={{ background: s.color }} /> {s.label}
          </span>
        ))}
      </div>
      <div className="bar-chart__scroll">
        <svg width={width} height={HEIGHT + 24} viewBox={`0 0 ${width} ${HEIGHT + 24}`} aria-hidden focusable="false">
          {groups.map((g, gi) => {
            const x0 = GAP + gi * groupWidth;
            return (
              <g key={g.label}>
                {series.map((s, si) => {
                  const value = g.values[s.key] ?? 0;
                  const h = Math.round((value / max) * (HEIGHT - 4));
                  return (
                    <rect key={s.key} x={x0 + si * BAR} y={HEIGHT - h} width={BAR - 2} height={h} fill={s.color}>
                      <title>{`${g.label} · ${s.label}: ${value}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={x0 + (series.length * BAR) / 2}
                  y={HEIGHT + 16}
                  textAnchor="middle"
                  className="bar-chart__label"
                >
                  {g.label}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="bar-chart__axis" />
        </svg>
      </div>
      <table className="bar-chart__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.label}>
              <th scope="row">{g.label}</th>
              {series.map((s) => (
                <td key={s.key}>{g.values[s.key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
