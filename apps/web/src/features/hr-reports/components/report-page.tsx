import { type ReactNode, useState } from 'react';
import { Alert, Typography } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import type { EndpointResponse } from '@intranet/shared/api/endpoint';
import { formatInteger } from '@intranet/shared/format/numbers';
import { HR_REPORT_EXPORT_MAX } from '@intranet/shared/hr-reports/hr-reports.rules';
import { HR_REPORTS_MSG as TEXT } from '@intranet/shared/hr-reports/hr-reports.messages';
import type { HrReportFilterInput } from '@intranet/shared/hr-reports/hr-reports.schemas';
import type { HR_REPORTS_API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { fetchAll, useReportPage } from '../api/report-calls';
import { type FilterKind, ReportFilters } from './report-filters';
import '../hr-reports.css';

type Api = typeof HR_REPORTS_API;
type PagedKey = {
  [K in keyof Api]: `${K & string}All` extends keyof Api ? K : never;
}[keyof Api];
type RowOf<K extends PagedKey> = EndpointResponse<Api[K]> extends { dados: (infer R extends object)[] } ? R : never;

export type ReportPageProps<K extends PagedKey> = {
  api: Api;
  report: K;
  title: string;
  /** What the report counts, under the title. */
  about: string;
  kind: FilterKind;
  initial?: HrReportFilterInput;
  columns: DataTableColumn<RowOf<K>>[];
  /** The report's chart (with its figures in a table), read with the same filter. */
  chart?: (filter: HrReportFilterInput) => ReactNode;
  departments?: boolean;
};

/** An HR report: filters, its chart, and its rows on the shared table, paged on the server, exported whole to CSV or XLSX. */
export function ReportPage<K extends PagedKey>(props: ReportPageProps<K>) {
  const notify = useNotify();
  const [filter, setFilter] = useState<HrReportFilterInput>(props.initial ?? {});
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const pageCall = props.api[props.report];
  const allCall = props.api[`${props.report}All` as keyof Api];
  const page = useReportPage(pageCall as never, filter, (paging.page - 1) * paging.pageSize, paging.pageSize);
  const answer = page.data as { total: number; dados: RowOf<K>[] } | undefined;

  const exportRows = async () => {
    const all = (await fetchAll(allCall as never, filter)) as { dados: RowOf<K>[]; truncado: boolean };
    if (all.truncado) notify.error(TEXT.truncated(formatInteger(HR_REPORT_EXPORT_MAX)), 6);
    return all.dados;
  };

  return (
    <SectionLayout title={props.title} back="/reports/home">
      <Typography.Paragraph type="secondary" className="hr-report__about">
        {props.about}
      </Typography.Paragraph>
      <ReportFilters
        kind={props.kind}
        value={filter}
        departments={props.departments}
        onChange={(next) => {
          setFilter(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      {page.isError && <Alert type="error" showIcon title={errorText(page.error)} className="hr-report__error" />}
      {props.chart?.(filter)}
      <DataTable<RowOf<K>>
        rowKey="id"
        columns={props.columns}
        data={answer?.dados}
        loading={page.isFetching}
        exportable
        exportXlsx
        exportName={props.title}
        exportRows={exportRows}
        emptyText={TEXT.noData}
        server={{
          total: answer?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (p, pageSize) => setPaging({ page: p, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
