import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDecimal } from '@intranet/shared/format/numbers';
import type { IncidentDashboard } from '@intranet/shared/incidents/incidents.schemas';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useIncidentDashboard } from '../api/incident-dashboard';
import { INCIDENTS_HOME } from '../incident-paths';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const monthLabel = (mes: string) => `${MONTHS[Number(mes.slice(5, 7)) - 1]}/${mes.slice(2, 4)}`;
const hours = (value: number | null) => (value === null ? '—' : `${formatDecimal(value, 1)} h`);

/** Whether this browser draws on a canvas (the test DOM does not). */
function canDraw(): boolean {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
}

/** Incidents (bars) and mean hours to resolve (line) per month; the table below says the same in words. */
function MonthsChart({ months }: { months: IncidentDashboard['por_mes'] }) {
  const box = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => months.map((m) => monthLabel(m.mes)), [months]);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    const data: uPlot.AlignedData = [
      months.map((_, i) => i),
      months.map((m) => m.total),
      months.map((m) => m.horas_para_resolver),
    ];
    const plot = new uPlot(
      {
        width: Math.max(300, element.clientWidth),
        height: 280,
        scales: { x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] }, h: { auto: true } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')), incrs: [1] },
          { label: 'Incidentes' },
          { scale: 'h', side: 1, label: 'Horas para resolver', grid: { show: false } },
        ],
        series: [
          {},
          { label: 'Incidentes', fill: '#91caff', stroke: '#1677ff', paths: uPlot.paths.bars!({ size: [0.6, 60] }) },
          { label: 'Horas para resolver', scale: 'h', stroke: '#cf1322', width: 2 },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(300, element.clientWidth), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [months, labels]);
  return <div ref={box} aria-hidden />;
}

type Row = { id: number | null; nome: string; total: number; resolvidos: number; horas_para_resolver: number | null };
const figureColumns = [
  { key: 'total' as const, title: 'Incidentes' },
  { key: 'resolvidos' as const, title: 'Resolvidos' },
  { key: 'horas_para_resolver' as const, title: 'Tempo médio', text: (r: Row) => hours(r.horas_para_resolver) },
];

/**
 * `/incidents/dashboards`: the incidents of the last months per month (chart and table), category and
 * department, how many were resolved and the mean time from registered to resolved.
 */
export function IncidentsDashboardPage() {
  const [meses, setMeses] = useState(12);
  const dashboard = useIncidentDashboard(meses);
  const d = dashboard.data;
  return (
    <SectionLayout
      title="Painel de incidentes"
      back={INCIDENTS_HOME}
      extra={
        <Segmented
          aria-label="Período"
          value={meses}
          onChange={(v) => setMeses(Number(v))}
          options={[
            { value: 3, label: '3 meses' },
            { value: 6, label: '6 meses' },
            { value: 12, label: '12 meses' },
            { value: 24, label: '24 meses' },
          ]}
        />
      }
    >
      {dashboard.isError && <Alert type="error" showIcon title={errorText(dashboard.error)} />}
      {dashboard.isPending && <Skeleton active />}
      {d && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={8}>
              <Card size="small">
                <Statistic title="Incidentes" value={d.total} />
              </Card>
            </Col>
            <Col xs={24} sm={8}>
              <Card size="small">
                <Statistic title="Resolvidos" value={d.resolvidos} />
              </Card>
            </Col>
            <Col xs={24} sm={8}>
              <Card size="small">
                <Statistic title="Tempo médio para resolver" value={hours(d.horas_para_resolver)} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title="Por mês" style={{ marginTop: 16 }}>
            <MonthsChart months={d.por_mes} />
            <DataTable<Row>
              rowKey="nome"
              columns={[{ key: 'nome', title: 'Mês' }, ...figureColumns]}
              data={d.por_mes.map((m) => ({ ...m, id: null, nome: monthLabel(m.mes) }))}
              exportable
              exportName="incidentes-por-mes"
            />
          </Card>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={12}>
              <Card size="small" title="Por categoria">
                <DataTable<Row>
                  rowKey="id"
                  columns={[{ key: 'nome', title: 'Categoria' }, ...figureColumns]}
                  data={d.por_categoria.map((c) => ({ ...c, nome: c.titulo }))}
                  exportable
                  exportName="incidentes-por-categoria"
                />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="Por departamento">
                <DataTable<Row>
                  rowKey="nome"
                  columns={[{ key: 'nome', title: 'Departamento' }, ...figureColumns]}
                  data={d.por_departamento}
                  exportable
                  exportName="incidentes-por-departamento"
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </SectionLayout>
  );
}
