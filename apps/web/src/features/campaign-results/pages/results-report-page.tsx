import { lazy, Suspense, useState } from 'react';
import { Button, Select, Spin, Tabs } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import { SYNTHETIC_MONTHS, WEEKLY_PERIODS } from '@intranet/shared/campaign-results/results-report.schemas';
import { CSV_DOWNLOAD_FAILED } from '../../../components/data-table/csv';
import { useCompanies } from '../../../components/lookups/list-companies';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  type ReportFilter,
  getComparisonReport,
  getConsolidatedReport,
  getDetailedReport,
  getReportCharts,
  getSyntheticReport,
  useReport,
} from '../api/get-results-report';
import { useCampaigns } from '../api/list-campaigns';
import { MetricsTable } from '../components/metrics-table';
import { type ExportedTable, downloadReportCsv, downloadReportXlsx } from '../components/report-export';
import { idFrom, resultsListPath } from '../results-paths';
import '../campaign-results.css';

/** The charts and their library come only when the charts view is opened. */
const ReportCharts = lazy(() => import('../components/report-charts').then((m) => ({ default: m.ReportCharts })));

type View = 'sintetico' | 'consolidado' | 'detalhado' | 'graficos';

/** The filter cards that choose the view (spec §2). */
const VIEWS: readonly { key: View; title: string; hint: string }[] = [
  { key: 'sintetico', title: 'SINTÉTICO', hint: `Últimos ${SYNTHETIC_MONTHS} meses` },
  {
    key: 'consolidado',
    title: 'SEMANAL CONSOLIDADO',
    hint: `Até ${WEEKLY_PERIODS} períodos, Facebook e Google somados`,
  },
  {
    key: 'detalhado',
    title: 'SEMANAL DETALHADO',
    hint: `Facebook e Google, até ${WEEKLY_PERIODS} períodos, e o comparativo`,
  },
  { key: 'graficos', title: 'GRÁFICOS', hint: 'Investimento × faturamento, ROAS e CPL' },
];

const GERAL = 'geral';

/** `/marketing/results-campaigns-report/report`: tabs Geral, Bitcom, RazãoInfo, Vetorial, and a view chosen by card. */
export function ResultsReportPage() {
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const idCampaign = idFrom(search.get('idCampaign'));
  const [tab, setTab] = useState<string>(GERAL);
  const [view, setView] = useState<View>('sintetico');
  const companies = useCompanies();
  const campaigns = useCampaigns();
  const canList = useCan('campaign-result.list');
  const filter: ReportFilter = { idCampaign, providerId: tab === GERAL ? undefined : Number(tab) };

  const synthetic = useReport(
    'sintetico',
    filter,
    (signal) => getSyntheticReport(filter, signal),
    view === 'sintetico',
  );
  const consolidated = useReport(
    'consolidado',
    filter,
    (signal) => getConsolidatedReport(filter, signal),
    view === 'consolidado',
  );
  const facebook = useReport(
    'detalhado-facebook',
    filter,
    (signal) => getDetailedReport(filter, 'Facebook', signal),
    view === 'detalhado',
  );
  const google = useReport(
    'detalhado-google',
    filter,
    (signal) => getDetailedReport(filter, 'Google', signal),
    view === 'detalhado',
  );
  const comparison = useReport(
    'comparativo',
    filter,
    (signal) => getComparisonReport(filter, signal),
    view === 'detalhado',
  );
  const charts = useReport('graficos', filter, (signal) => getReportCharts(filter, signal), view === 'graficos');

  const tables: Record<Exclude<View, 'graficos'>, (ExportedTable & { loading: boolean })[]> = {
    sintetico: [{ title: 'SINTÉTICO', table: synthetic.data, loading: synthetic.isPending }],
    consolidado: [{ title: 'SEMANAL CONSOLIDADO', table: consolidated.data, loading: consolidated.isPending }],
    detalhado: [
      { title: 'SEMANAL DETALHADO - FACEBOOK', table: facebook.data, loading: facebook.isPending },
      { title: 'SEMANAL DETALHADO - GOOGLE', table: google.data, loading: google.isPending },
      { title: 'COMPARATIVO FACEBOOK × GOOGLE', table: comparison.data, loading: comparison.isPending },
    ],
  };
  const shown = view === 'graficos' ? [] : tables[view];
  const tabName = tab === GERAL ? 'Geral' : (companies.data?.find((c) => String(c.id) === tab)?.nome ?? '');
  const exported = shown.map((t) => ({ title: `${t.title} - ${tabName}`, table: t.table }));

  const exportCsv = () => {
    try {
      downloadReportCsv(exported);
    } catch {
      notify.error(CSV_DOWNLOAD_FAILED);
    }
  };
  const exportXlsx = () => downloadReportXlsx(exported).catch(() => notify.error(TEXT.exportFailed));

  return (
    <SectionLayout
      title={TEXT.reportTitle}
      back="/marketing/home"
      link={
        idCampaign && canList ? { label: 'Resultados lançados', to: resultsListPath('report', idCampaign) } : undefined
      }
    >
      <div className="results-report__filters">
        <label>
          Campanha{' '}
          <Select<number | 'all'>
            aria-label="Campanha"
            style={{ minWidth: 260 }}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            loading={campaigns.isLoading}
            value={idCampaign ?? 'all'}
            onChange={(value) => setSearch(value === 'all' ? {} : { idCampaign: String(value) })}
            options={[
              { value: 'all' as const, label: 'Todas as campanhas' },
              ...(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.nome })),
            ]}
          />
        </label>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: GERAL, label: 'Geral' },
          ...(companies.data ?? []).map((c) => ({ key: String(c.id), label: c.nome })),
        ]}
      />
      <div className="results-report__cards" role="group" aria-label="Visão do relatório">
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            className="results-report__card"
            aria-pressed={view === v.key}
            onClick={() => setView(v.key)}
          >
            <strong>{v.title}</strong>
            <span>{v.hint}</span>
          </button>
        ))}
      </div>
      {view !== 'graficos' && (
        <div className="results-report__exports">
          <Button icon={<DownloadOutlined />} onClick={exportCsv}>
            Exportar CSV
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void exportXlsx()}>
            Exportar XLSX
          </Button>
        </div>
      )}
      {shown.map((t) => (
        <MetricsTable key={t.title} title={t.title} table={t.table} loading={t.loading} />
      ))}
      {view === 'graficos' &&
        (charts.isPending ? (
          <Spin />
        ) : (
          <Suspense fallback={<Spin />}>
            <ReportCharts data={charts.data} />
          </Suspense>
        ))}
    </SectionLayout>
  );
}
