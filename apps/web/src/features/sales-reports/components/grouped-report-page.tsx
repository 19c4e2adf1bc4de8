import { useState } from 'react';
import { Alert, Button, Dropdown, Statistic, Typography } from 'antd';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import { formatDate } from '@intranet/shared/format/dates';
import { formatInteger } from '@intranet/shared/format/numbers';
import { SALES_REPORT_CALLS } from '@intranet/shared/sales-reports/sales-reports.contract';
import { SALES_REPORTS_MSG as TEXT } from '@intranet/shared/sales-reports/sales-reports.messages';
import {
  SALES_REPORTS,
  SALES_REPORT_EXPORT_MAX,
  SALES_REPORT_LABELS as L,
  type SalesReportKey,
  reportPeriod,
} from '@intranet/shared/sales-reports/sales-reports.rules';
import type {
  SalesFigures,
  SalesReportFilterInput,
  SalesReportPage,
  SalesReportRow,
} from '@intranet/shared/sales-reports/sales-reports.schemas';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { fetchReport, useReport } from '../api/report-calls';
import { filterFromUrl, reportUrl } from '../report-url';
import { type ReportColumn, exportColumns, figureColumns, figureText } from './report-columns';
import { downloadReportCsv, downloadReportXlsx } from './report-export';
import { type FilterExtras, ReportFilters } from './report-filters';
import { SalesChart } from './sales-chart';
import '../sales-reports.css';

/** The most groups a chart draws (the table has them all). */
const CHART_GROUPS = 20;

export type GroupedReportProps = {
  report: SalesReportKey;
  /** What the report counts, under the title. */
  about: string;
  /** The columns naming the group (its label first). */
  columns: ReportColumn<SalesReportRow>[];
  figures?: 'paid' | 'sellers' | 'none';
  /** The chart: bars of leads and sales per group, and a line of a ratio. */
  chart?: { line?: 'conversao' | 'roas'; title: string };
  extras?: FilterExtras;
  /** The report a details screen came from (its back arrow). */
  back?: string;
};

/** The figures of the whole filter, above the table. */
export function FigureStrip({ figures, paid }: { figures: SalesFigures | undefined; paid?: boolean }) {
  if (!figures) return null;
  const keys: (keyof SalesFigures)[] = ['leads', 'vendas', 'conversao', 'faturamento'];
  if (paid) keys.push('investimento', 'roas');
  return (
    <div className="sales-report__figures" aria-label="Totais do período">
      {keys.map((k) => (
        <Statistic key={k} title={L[k]} value={figureText(k, figures[k])} />
      ))}
    </div>
  );
}

/** A grouped sales report: filters in the address, the totals, a chart with its figures, the groups paged on the server, the export. */
export function GroupedReportPage(props: GroupedReportProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const filter = filterFromUrl(props.report, params, search);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const calls = SALES_REPORT_CALLS[props.report];
  const answer = useReport(calls.page, {
    ...filter,
    offset: (paging.page - 1) * paging.pageSize,
    limit: paging.pageSize,
  });
  const page = answer.data as SalesReportPage | undefined;
  const title = SALES_REPORTS[props.report].title;
  const columns = [...props.columns, ...figureColumns(props.figures)];
  const period = reportPeriod({ de: filter.de, ate: filter.ate });
  const heading = `${title} — ${formatDate(period.de)} a ${formatDate(period.ate)}`;

  const change = (next: SalesReportFilterInput) => {
    setPaging((p) => ({ ...p, page: 1 }));
    navigate(reportUrl(props.report, next), { replace: true });
  };
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    try {
      const all = (await fetchReport(calls.all, filter)) as SalesReportPage & { truncado: boolean };
      if (all.truncado) notify.error(TEXT.truncated(formatInteger(SALES_REPORT_EXPORT_MAX)), 6);
      const cols = exportColumns(columns);
      if (kind === 'csv') downloadReportCsv(title, heading, cols, all.dados);
      else await downloadReportXlsx(title, heading, cols, all.dados);
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  const shown = (page?.dados ?? []).slice(0, CHART_GROUPS);
  const line = props.chart?.line;

  return (
    <SectionLayout title={title} back={props.back ?? reportUrl('dashboard', { id_empresa: filter.id_empresa })}>
      <Typography.Paragraph type="secondary">{props.about}</Typography.Paragraph>
      <ReportFilters value={filter} onChange={change} extras={props.extras} />
      {answer.isError && (
        <Alert type="error" showIcon title={errorText(answer.error)} className="sales-report__error" />
      )}
      <FigureStrip figures={page?.soma} paid={props.figures === 'paid'} />
      {props.chart && (
        <SalesChart
          title={props.chart.title}
          rowHeader={props.columns[0].title}
          loading={answer.isPending}
          labels={shown.map((r) => r.rotulo)}
          bars={[
            { label: L.leads, values: shown.map((r) => r.leads), format: (v) => figureText('leads', v) },
            { label: L.vendas, values: shown.map((r) => r.vendas), format: (v) => figureText('vendas', v) },
          ]}
          line={line && { label: L[line], values: shown.map((r) => r[line]), format: (v) => figureText(line, v) }}
        />
      )}
      <DataTable<SalesReportRow>
        rowKey="chave"
        columns={columns}
        data={page?.dados}
        loading={answer.isFetching}
        emptyText={TEXT.noData}
        toolbar={
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: 'CSV (separado por ponto e vírgula)', onClick: () => void exportAs('csv') },
                { key: 'xlsx', label: 'XLSX (Excel)', onClick: () => void exportAs('xlsx') },
              ],
            }}
          >
            <Button icon={<DownloadOutlined />}>
              Exportar relatório <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
        }
        server={{
          total: page?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (p, pageSize) => setPaging({ page: p, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
