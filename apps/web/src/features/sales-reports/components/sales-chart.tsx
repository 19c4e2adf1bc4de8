import { useMemo } from 'react';
import { Spin } from 'antd';
import uPlot from 'uplot';
import { SALES_REPORTS_MSG as TEXT } from '@intranet/shared/sales-reports/sales-reports.messages';
import { UplotChart } from '../../../components/uplot-chart/uplot-chart';

const HEIGHT = 260;
const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1'];
const LINE = '#cf1322';

export type ChartSeries = { label: string; values: (number | null)[]; format: (v: number | null) => string };

/**
 * Bars per category (one per series, side by side) and, when given, a line on its own scale at the right
 * (conversion, ROAS); the figures in a table under it, for those who read rather than look.
 */
export function SalesChart({
  title,
  rowHeader,
  labels,
  bars,
  line,
  loading,
}: {
  title: string;
  rowHeader: string;
  labels: string[];
  bars: ChartSeries[];
  line?: ChartSeries;
  loading?: boolean;
}) {
  const options = useMemo((): Omit<uPlot.Options, 'width' | 'height'> => {
    const size = 0.8 / bars.length;
    // Two series side by side around their category; one centred on it.
    const align = (i: number): -1 | 0 | 1 => (bars.length === 1 ? 0 : i === 0 ? 1 : -1);
    const series: uPlot.Series[] = [
      {},
      ...bars.map((b, i) => ({
        label: b.label,
        stroke: COLORS[i % COLORS.length],
        fill: COLORS[i % COLORS.length],
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [size, 48], align: align(i) }),
        value: (_u: uPlot, v: number | null) => (v === null ? '' : b.format(v)),
      })),
      ...(line
        ? [
            {
              label: line.label,
              stroke: LINE,
              width: 2,
              scale: 'ratio',
              value: (_u: uPlot, v: number | null) => (v === null ? '' : line.format(v)),
            },
          ]
        : []),
    ];
    return {
      legend: { show: true, live: false },
      scales: {
        x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
        ...(line ? { ratio: { range: (_u, _min, max) => [0, Math.max(max, 0.01) * 1.2] } } : {}),
      },
      axes: [
        {
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
          incrs: [1],
          size: 48,
        },
        { values: (_u, splits) => splits.map((v) => (bars[0] ? bars[0].format(v) : String(v))), size: 64 },
        ...(line
          ? [
              {
                side: 1,
                scale: 'ratio',
                grid: { show: false },
                values: (_u: uPlot, s: number[]) => s.map((v) => line.format(v)),
              },
            ]
          : []),
      ],
      series,
    };
  }, [labels, bars, line]);
  const data = useMemo(
    (): uPlot.AlignedData => [labels.map((_, i) => i), ...bars.map((b) => b.values), ...(line ? [line.values] : [])],
    [labels, bars, line],
  );
  const columns = line ? [...bars, line] : bars;
  return (
    <figure className="sales-chart">
      <figcaption>{title}</figcaption>
      {loading ? (
        <Spin />
      ) : labels.length === 0 ? (
        <p>{TEXT.noData}</p>
      ) : (
        <>
          <UplotChart options={options} data={data} height={HEIGHT} className="sales-chart__plot" />
          <table className="sales-chart__table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={`${i}-${label}`}>
                  <th scope="row">{label}</th>
                  {columns.map((c) => (
                    <td key={c.label}>{c.format(c.values[i])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
