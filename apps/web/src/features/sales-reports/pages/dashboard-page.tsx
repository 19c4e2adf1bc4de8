import { Alert, Statistic, Typography } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatDate, formatShortDay } from '@intranet/shared/format/dates';
import { SALES_REPORTS_API as API } from '@intranet/shared/sales-reports/sales-reports.contract';
import { SALES_REPORTS_MSG as TEXT } from '@intranet/shared/sales-reports/sales-reports.messages';
import {
  SALES_DASHBOARD_TITLE,
  SALES_REPORTS,
  SALES_REPORT_LABELS as L,
  type SalesReportKey,
} from '@intranet/shared/sales-reports/sales-reports.rules';
import type { SalesFigures, SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useReport } from '../api/report-calls';
import { figureColumns, figureText, groupColumn } from '../components/report-columns';
import { ReportFilters } from '../components/report-filters';
import { SalesChart } from '../components/sales-chart';
import { filterFromUrl, reportUrl } from '../report-url';
import '../sales-reports.css';

/** The reports the dashboard leads to (the details open from their rows). */
const REPORT_LINKS: SalesReportKey[] = [
  'historyConversion',
  'productsBestSellers',
  'campaigns',
  'channels',
  'city',
  'sellers',
  'withoutCoverage',
  'unfeasibility',
  'profile',
];

const DASHBOARD_FIGURES: (keyof SalesFigures)[] = [
  'leads',
  'vendas',
  'conversao',
  'faturamento',
  'investimento',
  'roas',
];

/** A figure of the week against the previous week's same days: '+12,5% sobre a semana anterior'. */
function change(now: number | null, before: number | null): string | null {
  if (now === null || before === null || before === 0) return null;
  const pct = ((now - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1).replace('.', ',')}% sobre a semana anterior`;
}

/** `/sales/reports/dashboard`: the week's figures against the previous week, per day, the last 12 weeks and the channels. */
export function DashboardPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterFromUrl('dashboard', params, search);
  const answer = useReport(API.dashboard, filter);
  const d = answer.data;
  const nav = { id_empresa: filter.id_empresa };
  return (
    <SectionLayout title={SALES_DASHBOARD_TITLE} back="/marketing/home">
      <nav className="sales-report__nav" aria-label="Relatórios de vendas">
        {REPORT_LINKS.map((k) => (
          <Link key={k} to={reportUrl(k, nav)}>
            {SALES_REPORTS[k].title}
          </Link>
        ))}
      </nav>
      <ReportFilters
        value={filter}
        period={false}
        onChange={(next) =>
          navigate(reportUrl('dashboard', { id_empresa: next.id_empresa, ate: filter.ate }), { replace: true })
        }
      />
      {answer.isError && (
        <Alert type="error" showIcon title={errorText(answer.error)} className="sales-report__error" />
      )}
      {d && (
        <>
          <Typography.Title level={4}>
            Semana de {formatDate(d.semana.de)} a {formatDate(d.semana.ate)}
          </Typography.Title>
          <div className="sales-report__figures" aria-label="Números da semana">
            {DASHBOARD_FIGURES.map((k) => (
              <div key={k}>
                <Statistic title={L[k]} value={figureText(k, d.atual[k])} />
                <Typography.Text type="secondary">{change(d.atual[k], d.anterior[k]) ?? ' '}</Typography.Text>
              </div>
            ))}
          </div>
          <SalesChart
            title="Leads e vendas por dia da semana"
            rowHeader="Dia"
            labels={d.dias.map((x) => formatShortDay(x.dia))}
            bars={[
              { label: L.leads, values: d.dias.map((x) => x.leads), format: (v) => figureText('leads', v) },
              { label: L.vendas, values: d.dias.map((x) => x.vendas), format: (v) => figureText('vendas', v) },
            ]}
          />
          <SalesChart
            title="Leads, vendas e conversão nas últimas 12 semanas"
            rowHeader={L.semana}
            labels={d.semanas.map((x) => formatShortDay(x.semana))}
            bars={[
              { label: L.leads, values: d.semanas.map((x) => x.leads), format: (v) => figureText('leads', v) },
              { label: L.vendas, values: d.semanas.map((x) => x.vendas), format: (v) => figureText('vendas', v) },
            ]}
            line={{
              label: L.conversao,
              values: d.semanas.map((x) => x.conversao),
              format: (v) => figureText('conversao', v),
            }}
          />
          <Typography.Title level={5}>Canais da semana</Typography.Title>
          <DataTable<SalesReportRow>
            rowKey="chave"
            columns={[
              groupColumn(L.canal, (r) =>
                reportUrl('channelsDetails', {
                  ...nav,
                  de: d.semana.de,
                  ate: d.semana.ate,
                  id_canal: r.id_canal ?? undefined,
                }),
              ),
              ...figureColumns(),
            ]}
            data={d.canais}
            emptyText={TEXT.noData}
          />
        </>
      )}
    </SectionLayout>
  );
}
