import { Table } from 'antd';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { METRIC_ROWS, formatMetric } from '@intranet/shared/campaign-results/report-metrics';
import type { ReportTable } from '@intranet/shared/campaign-results/results-report.schemas';

type Row = (typeof METRIC_ROWS)[number];

/** The columns of a table as exported and shown: each period (or channel), then the total when there are several. */
export function columnsOf(table: ReportTable | null | undefined) {
  if (!table || table.colunas.length === 0) return [];
  const columns = table.colunas.map((c) => ({ title: c.rotulo, metrics: c.metricas }));
  return table.colunas.length > 1 && table.total ? [...columns, { title: 'Total', metrics: table.total }] : columns;
}

/** A report table: one row per metric, one column per period, all rows shown (spec §9), 'Não há dados disponíveis' when empty. */
export function MetricsTable({
  title,
  table,
  loading,
}: {
  title: string;
  table: ReportTable | null | undefined;
  loading?: boolean;
}) {
  const columns = columnsOf(table);
  return (
    <section className="metrics-table" aria-label={title}>
      <h3>{title}</h3>
      <Table<Row>
        size="small"
        rowKey="key"
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={columns.length ? [...METRIC_ROWS] : []}
        locale={{ emptyText: TEXT.noData }}
        columns={[
          {
            key: 'metric',
            title: 'Métrica',
            render: (_: unknown, row: Row) => <strong>{row.label}</strong>,
            fixed: 'left',
          },
          ...columns.map((column, i) => ({
            key: `c${i}`,
            title: column.title,
            align: 'right' as const,
            render: (_: unknown, row: Row) => formatMetric(row.format, column.metrics[row.key]),
          })),
        ]}
      />
    </section>
  );
}
