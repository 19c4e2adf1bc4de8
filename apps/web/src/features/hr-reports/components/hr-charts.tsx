import { useMemo } from 'react';
import { Spin } from 'antd';
import uPlot from 'uplot';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { AGE_BANDS, GENDER_LABELS } from '@intranet/shared/hr-reports/hr-reports.rules';
import { HR_REPORTS_MSG as TEXT } from '@intranet/shared/hr-reports/hr-reports.messages';
import type { HrReportFilterInput } from '@intranet/shared/hr-reports/hr-reports.schemas';
import { formatPlate } from '@intranet/shared/fleet/fleet.rules';
import type { CarRepairReport } from '@intranet/shared/fleet/fleet.schemas';
import { formatDecimal, formatInteger, formatMoney } from '@intranet/shared/format/numbers';
import { useReportFigures } from '../api/report-calls';
import { monthLabel } from '../hr-reports-texts';
import { UplotChart } from '../../../components/uplot-chart/uplot-chart';

const HEIGHT = 280;
const COLORS = {
  M: '#1677ff',
  F: '#eb2f96',
  O: '#faad14',
  N: '#8c8c8c',
  adm: '#52c41a',
  desl: '#cf1322',
  rate: '#722ed1',
};

/** A uPlot chart of the reports' height. */
function Plot({ options, data }: { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData }) {
  return <UplotChart options={options} data={data} height={HEIGHT} className="hr-chart__plot" />;
}

/** Category labels on an axis of indices 0..n-1. */
const categoryAxis = (labels: readonly string[]) => ({
  values: (_u: uPlot, splits: number[]) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
  incrs: [1],
});
const categoryScale = {
  time: false,
  range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - 0.6, max + 0.6],
};
const bars = (size = 0.7, align: -1 | 0 | 1 = 0) => uPlot.paths.bars!({ size: [size, 60], align });

type Column = { label: string; values: (number | string)[] };

/** The chart's figures as a table for those who read rather than look (and for screen readers). */
function FiguresTable({
  caption,
  rowHeader,
  rows,
  columns,
}: {
  caption: string;
  rowHeader: string;
  rows: readonly string[];
  columns: Column[];
}) {
  return (
    <table className="hr-chart__table">
      <caption>{caption}</caption>
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
        {rows.map((row, i) => (
          <tr key={`${i}-${row}`}>
            <th scope="row">{row}</th>
            {columns.map((c) => (
              <td key={c.label}>
                {typeof c.values[i] === 'number' ? formatInteger(c.values[i] as number) : c.values[i]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartFrame({ title, loading, children }: { title: string; loading: boolean; children: React.ReactNode }) {
  return (
    <figure className="hr-chart">
      <figcaption>{title}</figcaption>
      {loading ? <Spin /> : children}
    </figure>
  );
}

/** The age pyramid: horizontal bars by band, men to the left and women to the right. */
export function PyramidChart({ filter }: { filter: HrReportFilterInput }) {
  const figures = useReportFigures(API.pyramidBands, filter);
  const data = figures.data;
  const labels = AGE_BANDS.map((b) => b.label);
  const title = 'Pirâmide etária por sexo e faixa de idade';
  if (!data)
    return (
      <ChartFrame title={title} loading={figures.isPending}>
        {null}
      </ChartFrame>
    );
  const men = data.faixas.map((f) => f.M);
  const women = data.faixas.map((f) => f.F);
  const empty = data.faixas.every((f) => f.F + f.M + f.O + f.N === 0);
  return (
    <ChartFrame title={title} loading={false}>
      {empty ? (
        <p>{TEXT.noData}</p>
      ) : (
        <Plot
          options={{
            legend: { show: true, live: false },
            scales: {
              x: { ...categoryScale, ori: 1, dir: -1 },
              y: {
                ori: 0,
                range: (_u, min, max) => {
                  const m = Math.max(Math.abs(min), Math.abs(max), 1) * 1.1;
                  return [-m, m];
                },
              },
            },
            axes: [
              { ...categoryAxis(labels), side: 3, size: 60 },
              { side: 2, values: (_u, splits) => splits.map((v) => formatInteger(Math.abs(v))) },
            ],
            series: [
              {},
              {
                label: 'Homens',
                stroke: COLORS.M,
                fill: COLORS.M,
                width: 0,
                paths: bars(0.8),
                points: { show: false },
                fillTo: 0,
              },
              {
                label: 'Mulheres',
                stroke: COLORS.F,
                fill: COLORS.F,
                width: 0,
                paths: bars(0.8),
                points: { show: false },
                fillTo: 0,
              },
            ],
          }}
          data={[labels.map((_, i) => i), men.map((v) => -v), women]}
        />
      )}
      <FiguresTable
        caption={`Pessoas por faixa de idade e sexo em ${data.data.split('-').reverse().join('/')}`}
        rowHeader="Faixa"
        rows={labels}
        columns={[
          { label: 'Homens', values: men },
          { label: 'Mulheres', values: women },
          { label: GENDER_LABELS.O, values: data.faixas.map((f) => f.O) },
          { label: GENDER_LABELS.N, values: data.faixas.map((f) => f.N) },
          { label: 'Total', values: data.faixas.map((f) => f.F + f.M + f.O + f.N) },
        ]}
      />
    </ChartFrame>
  );
}

/** Gender by department: stacked bars (each gender on top of the previous ones). */
export function GenderChart({ filter }: { filter: HrReportFilterInput }) {
  const figures = useReportFigures(API.genderAll, filter);
  const title = 'Gênero por departamento';
  const rows = figures.data?.dados ?? [];
  if (!figures.data)
    return (
      <ChartFrame title={title} loading={figures.isPending}>
        {null}
      </ChartFrame>
    );
  const shown = rows.slice(0, 30);
  const labels = shown.map((r) => (filter.id_empresa ? r.departamento : `${r.departamento} (${r.empresa})`));
  const order = ['F', 'M', 'O', 'N'] as const;
  // Stacks drawn from the tallest down, so each gender's bar sits over the sum of those before it.
  const stacks = order.map((_, k) => shown.map((r) => order.slice(0, k + 1).reduce((n, g) => n + r[g], 0)));
  return (
    <ChartFrame title={title} loading={false}>
      {shown.length === 0 ? (
        <p>{TEXT.noData}</p>
      ) : (
        <Plot
          options={{
            legend: { show: true, live: false },
            scales: { x: categoryScale, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
            axes: [
              {
                ...categoryAxis(labels),
                rotate: labels.length > 6 ? -30 : 0,
                size: labels.length > 6 ? 90 : 40,
              } as uPlot.Axis,
              {},
            ],
            series: [
              {},
              ...[...order].reverse().map((g) => ({
                label: GENDER_LABELS[g],
                stroke: COLORS[g],
                fill: COLORS[g],
                width: 0,
                paths: bars(0.7),
                points: { show: false },
                fillTo: 0,
              })),
            ],
          }}
          data={[shown.map((_, i) => i), ...[...stacks].reverse()]}
        />
      )}
      <FiguresTable
        caption="Pessoas por departamento e gênero"
        rowHeader="Departamento"
        rows={labels}
        columns={[
          ...order.map((g) => ({ label: GENDER_LABELS[g], values: shown.map((r) => r[g]) })),
          { label: 'Total', values: shown.map((r) => r.total) },
        ]}
      />
    </ChartFrame>
  );
}

/** Admissions × dismissals per month, with the month's turnover rate on its own scale. */
export function MovementChart({ filter }: { filter: HrReportFilterInput }) {
  const figures = useReportFigures(API.movement, filter);
  const title = 'Admissões × desligamentos por mês e taxa de rotatividade';
  const data = figures.data;
  if (!data)
    return (
      <ChartFrame title={title} loading={figures.isPending}>
        {null}
      </ChartFrame>
    );
  const labels = data.meses.map((m) => monthLabel(m.mes));
  const percent = (v: number | null) => (v === null ? '—' : `${formatDecimal(v)}%`);
  return (
    <ChartFrame title={title} loading={false}>
      <p className="hr-chart__summary">
        Rotatividade do período: <strong>{percent(data.turnover)}</strong> — ((admissões + desligamentos) ÷ 2) ÷
        headcount médio × 100.
      </p>
      <Plot
        options={{
          legend: { show: true, live: false },
          scales: {
            x: categoryScale,
            y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
            pct: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
          },
          axes: [
            { ...categoryAxis(labels), space: 50 },
            { values: (_u, splits) => splits.map((v) => formatInteger(v)) },
            {
              scale: 'pct',
              side: 1,
              grid: { show: false },
              values: (_u, splits) => splits.map((v) => `${formatDecimal(v, 1)}%`),
            },
          ],
          series: [
            {},
            {
              label: 'Admissões',
              stroke: COLORS.adm,
              fill: COLORS.adm,
              width: 0,
              paths: bars(0.35, -1),
              points: { show: false },
              fillTo: 0,
            },
            {
              label: 'Desligamentos',
              stroke: COLORS.desl,
              fill: COLORS.desl,
              width: 0,
              paths: bars(0.35, 1),
              points: { show: false },
              fillTo: 0,
            },
            { label: 'Rotatividade (%)', stroke: COLORS.rate, width: 2, scale: 'pct', points: { show: true } },
          ],
        }}
        data={[
          labels.map((_, i) => i),
          data.meses.map((m) => m.admissoes),
          data.meses.map((m) => m.desligamentos),
          data.meses.map((m) => m.turnover),
        ]}
      />
      <FiguresTable
        caption="Admissões, desligamentos, ativos e rotatividade por mês"
        rowHeader="Mês"
        rows={labels}
        columns={[
          { label: 'Admissões', values: data.meses.map((m) => m.admissoes) },
          { label: 'Desligamentos', values: data.meses.map((m) => m.desligamentos) },
          { label: 'Ativos no 1º dia', values: data.meses.map((m) => m.ativos_inicio) },
          { label: 'Ativos no último dia', values: data.meses.map((m) => m.ativos_fim) },
          { label: 'Rotatividade', values: data.meses.map((m) => percent(m.turnover)) },
        ]}
      />
    </ChartFrame>
  );
}

/** Headcount by provider city: a bar per city, most people first. */
export function CitiesChart({ filter }: { filter: HrReportFilterInput }) {
  const figures = useReportFigures(API.citiesAll, filter);
  const title = 'Funcionários ativos por cidade do provedor';
  if (!figures.data)
    return (
      <ChartFrame title={title} loading={figures.isPending}>
        {null}
      </ChartFrame>
    );
  const shown = figures.data.dados.slice(0, 20);
  const labels = shown.map((c) => `${c.cidade}/${c.uf}`);
  return (
    <ChartFrame title={title} loading={false}>
      {shown.length === 0 ? (
        <p>{TEXT.noData}</p>
      ) : (
        <Plot
          options={{
            legend: { show: false },
            scales: { x: categoryScale, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
            axes: [
              {
                ...categoryAxis(labels),
                rotate: labels.length > 5 ? -30 : 0,
                size: labels.length > 5 ? 100 : 40,
              } as uPlot.Axis,
              {},
            ],
            series: [
              {},
              {
                label: 'Funcionários',
                stroke: COLORS.M,
                fill: COLORS.M,
                width: 0,
                paths: bars(0.6),
                points: { show: false },
                fillTo: 0,
              },
            ],
          }}
          data={[shown.map((_, i) => i), shown.map((c) => c.total)]}
        />
      )}
      <FiguresTable
        caption="Funcionários ativos por cidade do provedor"
        rowHeader="Cidade"
        rows={labels}
        columns={[
          { label: 'Empresa', values: shown.map((c) => c.empresa) },
          { label: 'Funcionários', values: shown.map((c) => c.total) },
        ]}
      />
    </ChartFrame>
  );
}

const VEHICLE_COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#8c8c8c'];

/**
 * `/reports/car-repair`'s chart: maintenance cost per month, stacked by vehicle (the five costliest of
 * the period, the others together); the table under it gives every vehicle's figures.
 */
export function CarRepairChart({ report }: { report: CarRepairReport }) {
  const { options, data } = useMemo(() => {
    const rest = report.veiculos.slice(5);
    const layers = [
      ...report.veiculos.slice(0, 5).map((v) => ({ label: `${formatPlate(v.placa)} — ${v.modelo}`, custos: v.custos })),
      ...(rest.length
        ? [{ label: 'Demais veículos', custos: report.meses.map((_, i) => rest.reduce((n, v) => n + v.custos[i], 0)) }]
        : []),
    ];
    // Stacks drawn from the tallest down, so each vehicle's bar sits over the sum of those before it.
    const stacks = layers.map((_, k) =>
      report.meses.map((__, i) => layers.slice(0, k + 1).reduce((n, l) => n + l.custos[i], 0)),
    );
    const colorOf = (k: number) => VEHICLE_COLORS[k % VEHICLE_COLORS.length];
    const chart: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { show: true, live: false },
      scales: { x: categoryScale, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { ...categoryAxis(report.meses.map(monthLabel)), space: 50 },
        { size: 90, values: (_u, splits) => splits.map((v) => formatMoney(v)) },
      ],
      series: [
        {},
        ...layers
          .map((l, k) => ({
            label: l.label,
            stroke: colorOf(k),
            fill: colorOf(k),
            width: 0,
            paths: bars(0.7),
            points: { show: false },
            fillTo: 0,
          }))
          .reverse(),
      ],
    };
    const aligned: uPlot.AlignedData = [report.meses.map((_, i) => i), ...[...stacks].reverse()];
    return { options: chart, data: aligned };
  }, [report]);
  if (report.veiculos.length === 0) return null;
  return (
    <ChartFrame title="Custo de manutenção por mês e veículo" loading={false}>
      <Plot options={options} data={data} />
    </ChartFrame>
  );
}
