import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type MetricKey, METRIC_ROWS, formatMetric } from '@intranet/shared/campaign-results/report-metrics';
import { formatInteger } from '@intranet/shared/format/numbers';
import type { ChartsData } from '@intranet/shared/campaign-results/results-report.schemas';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';

type Series = { label: string; color: string; values: (number | null)[]; format: MetricKey };
type ChartSpec = { title: string; kind: 'bars' | 'lines'; series: Series[] };

const PROVIDER_COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#722ed1', '#eb2f96'];
const HEIGHT = 240;
const formatOf = (key: MetricKey) => METRIC_ROWS.find((r) => r.key === key)!.format;

/** An axis figure, without cents: 'R$ 10.000', '4,00', '1,50%'. */
function axisText(key: MetricKey, value: number): string {
  const format = formatOf(key);
  return format === 'money' ? `R$ ${formatInteger(value)}` : formatMetric(format, value);
}

/** Whether this browser draws on a canvas (the test DOM does not). */
function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** One chart drawn by uPlot over the periods, with its figures in a table for screen readers. */
function Chart({ spec, labels }: { spec: ChartSpec; labels: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    const x = labels.map((_, i) => i);
    const bars = spec.kind === 'bars';
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
            incrs: [1, 2, 3, 4, 6, 12],
            space: 70,
          },
          { values: (_u, splits) => splits.map((v) => axisText(spec.series[0].format, v)), size: 96 },
        ],
        series: [
          { label: 'Período', value: (_u, i) => (i === null || i === undefined ? '' : (labels[i] ?? '')) },
          ...spec.series.map((s, k) => ({
            label: s.label,
            stroke: s.color,
            fill: bars ? `${s.color}cc` : undefined,
            width: bars ? 0 : 2,
            paths: bars ? uPlot.paths.bars!({ size: [0.35, 48], align: k === 0 ? -1 : 1 }) : undefined,
            points: { show: !bars },
            // Hovering a period shows its figure ('—' for a ratio without divisor); at rest, nothing.
            value: (_u: uPlot, v: number | null, _series: number, idx: number | null) =>
              idx === null ? '' : formatMetric(formatOf(s.format), v),
          })),
        ],
      },
      [x, ...spec.series.map((s) => s.values)] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [spec, labels]);
  return (
    <figure className="report-chart">
      <figcaption>{spec.title}</figcaption>
      <div ref={box} aria-hidden />
      <table className="report-chart__table">
        <caption>{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col">Período</th>
            {spec.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {spec.series.map((s) => (
                <td key={s.label}>{formatMetric(formatOf(s.format), s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The report's charts: investment against revenue per period, and the ROAS and CPL of each provider over the periods. */
export function ReportCharts({ data }: { data: ChartsData | null | undefined }) {
  const charts = useMemo(() => (data && data.periodos.length ? chartsOf(data) : null), [data]);
  if (!data || !charts) return <p>{TEXT.noData}</p>;
  return (
    <div className="report-charts">
      {charts.specs.map((spec) => (
        <Chart key={spec.title} spec={spec} labels={charts.labels} />
      ))}
    </div>
  );
}

function chartsOf(data: ChartsData): { labels: string[]; specs: ChartSpec[] } {
  const perProvider = (key: MetricKey): Series[] =>
    data.provedores.map((p, i) => ({
      label: p.nome,
      color: PROVIDER_COLORS[i % PROVIDER_COLORS.length],
      values: p.metricas.map((m) => m[key]),
      format: key,
    }));
  return {
    labels: data.periodos.map((p) => p.rotulo),
    specs: [
      {
        title: 'Investimento × Faturamento por período',
        kind: 'bars',
        series: [
          {
            label: 'Valor investido',
            color: '#1677ff',
            values: data.total.map((m) => m.investimento),
            format: 'investimento',
          },
          {
            label: 'Faturamento',
            color: '#52c41a',
            values: data.total.map((m) => m.faturamento),
            format: 'faturamento',
          },
        ],
      },
      { title: 'ROAS por provedor', kind: 'lines', series: perProvider('roas') },
      { title: 'CPL por provedor', kind: 'lines', series: perProvider('cpl') },
    ],
  };
}
