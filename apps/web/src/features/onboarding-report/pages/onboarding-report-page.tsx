import { useState } from 'react';
import { Alert, Badge, Tabs } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatPercent } from '@intranet/shared/format/percent';
import { ONBOARDING_REPORT_LIMIT } from '@intranet/shared/onboarding/onboarding.rules';
import { ONBOARDING_REPORT_MSG } from '@intranet/shared/onboarding-report/onboarding-report.messages';
import type { RelatorioLinha } from '@intranet/shared/onboarding-report/onboarding-report.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ProgressPercent } from '../../../components/progress-percent/progress-percent';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useReportCount } from '../api/count-report';
import { listReport, useReport } from '../api/list-report';
import '../report.css';

type Tab = 'pending' | 'completed';

/** Fixed colours of the two tabs. */
export const TAB_COLORS = { pending: '#ad4e00', completed: '#237804' } as const;

const columns: DataTableColumn<RelatorioLinha>[] = [
  { key: 'funcionario', title: 'Funcionário' },
  { key: 'onboarding', title: 'Onboarding' },
  { key: 'inicio', title: 'Início', text: (r) => formatDateTime(r.inicio) },
  { key: 'conclusao', title: 'Conclusão', text: (r) => formatDateTime(r.conclusao) },
  {
    key: 'status',
    title: 'Status',
    align: 'center',
    render: (r) => <ProgressPercent value={r.status} />,
    exportValue: (r) => formatPercent(r.status),
  },
];

/** Every row of a tab, for the CSV export. */
const allRows = (concluido: boolean) =>
  fetchAllPages((offset, limit) => listReport({ filtro: { concluido, offset, limit } }));

/** Pending and completed onboardings with each employee's progress, paged on the server. */
export function OnboardingReportPage() {
  const allDepartments = useCan('onboarding-report.allDepartments');
  const [tab, setTab] = useState<Tab>('pending');
  const [paging, setPaging] = useState({ page: 1, pageSize: ONBOARDING_REPORT_LIMIT });
  const concluido = tab === 'completed';
  const count = useReportCount({ filtro: {} });
  const limit = Math.min(paging.pageSize, 100);
  const report = useReport({ filtro: { concluido, offset: (paging.page - 1) * limit, limit } });
  const ownDepartment = !allDepartments;

  const label = (key: Tab, text: string, n: number | undefined) => (
    <span className={`report-tab report-tab--${key}`} style={{ color: TAB_COLORS[key] }}>
      {text} <Badge count={n ?? 0} showZero overflowCount={99999} color={TAB_COLORS[key]} />
    </span>
  );

  return (
    <SectionLayout title="Relatório de onboarding" back="/human-resources/home">
      {ownDepartment && (
        <Alert type="info" showIcon title={ONBOARDING_REPORT_MSG.ownDepartment} style={{ marginBottom: 12 }} />
      )}
      {report.isError && <Alert type="error" showIcon title={errorText(report.error)} style={{ marginBottom: 12 }} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        items={[
          { key: 'pending', label: label('pending', 'Pendentes', count.data?.pendentes) },
          { key: 'completed', label: label('completed', 'Concluídos', count.data?.concluidos) },
        ]}
      />
      <DataTable<RelatorioLinha>
        rowKey="id"
        columns={columns}
        data={report.data?.dados}
        loading={report.isFetching}
        exportable
        exportRows={() => allRows(concluido)}
        server={{
          total: report.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
