import { useState } from 'react';
import { Alert, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { LEAD_ORIGIN_LABELS, LEAD_STATUS_LABELS } from '@intranet/shared/leads/leads.rules';
import { SALES_REPORTS_API as API } from '@intranet/shared/sales-reports/sales-reports.contract';
import { SALES_REPORTS_MSG as TEXT } from '@intranet/shared/sales-reports/sales-reports.messages';
import { SALES_REPORT_LABELS as L, reportPeriod } from '@intranet/shared/sales-reports/sales-reports.rules';
import type { CampaignLeadRow, SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useReport } from '../api/report-calls';
import { FigureStrip } from '../components/grouped-report-page';
import { FORMAT, figureColumns, figureText, groupColumn } from '../components/report-columns';
import { ReportFilters } from '../components/report-filters';
import { SalesChart } from '../components/sales-chart';
import { campaignDetailsUrl, filterFromUrl, reportUrl } from '../report-url';
import '../sales-reports.css';

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** `/sales/details-campaign/:campaign/:channel/:provider`: a campaign in a channel and provider — figures with ROAS, weeks, leads. */
export function CampaignDetailsPage() {
  const params = useParams<{ campaign: string; channel: string; provider: string }>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterFromUrl('dashboard', {}, search);
  const ids = {
    id_campanha: positive(params.campaign),
    id_canal: positive(params.channel),
    id_empresa: positive(params.provider),
  };
  const valid = ids.id_campanha !== undefined && ids.id_canal !== undefined && ids.id_empresa !== undefined;
  const period = { de: filter.de, ate: filter.ate };
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const details = useReport(API.campaignDetails, period, valid ? (ids as Record<string, number>) : undefined);
  const leads = useReport(
    API.campaignLeads,
    { ...period, offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize },
    valid ? (ids as Record<string, number>) : undefined,
  );
  const d = details.data;
  const shown = reportPeriod(period);
  const title = d ? `${d.campanha} · ${d.canal} · ${d.empresa}` : 'Detalhes da campanha';
  const weeks = d?.semanas ?? [];
  return (
    <SectionLayout
      title={title}
      back={reportUrl('campaignsDetails', {
        id_empresa: ids.id_empresa,
        de: filter.de,
        ate: filter.ate,
        id_campanha: ids.id_campanha,
      })}
    >
      <Typography.Paragraph type="secondary">
        Leads, vendas, faturamento, valor investido e ROAS da campanha neste canal e provedor, de {formatDate(shown.de)}{' '}
        a {formatDate(shown.ate)}.
      </Typography.Paragraph>
      <ReportFilters
        value={{ ...filter, id_empresa: ids.id_empresa }}
        onChange={(next) => {
          setPaging((p) => ({ ...p, page: 1 }));
          if (valid)
            navigate(
              campaignDetailsUrl(
                {
                  id_campanha: ids.id_campanha!,
                  id_canal: ids.id_canal!,
                  id_empresa: Number(next.id_empresa ?? ids.id_empresa),
                },
                { de: next.de, ate: next.ate },
              ),
              { replace: true },
            );
        }}
      />
      {!valid && <Alert type="error" showIcon title={TEXT.campaignNotFound} className="sales-report__error" />}
      {details.isError && (
        <Alert type="error" showIcon title={errorText(details.error)} className="sales-report__error" />
      )}
      <FigureStrip figures={d?.soma} paid />
      <SalesChart
        title="Leads e vendas por semana"
        rowHeader={L.semana}
        loading={valid && details.isPending}
        labels={weeks.map((w) => w.rotulo)}
        bars={[
          { label: L.leads, values: weeks.map((w) => w.leads), format: (v) => figureText('leads', v) },
          { label: L.vendas, values: weeks.map((w) => w.vendas), format: (v) => figureText('vendas', v) },
        ]}
        line={{ label: L.conversao, values: weeks.map((w) => w.conversao), format: (v) => figureText('conversao', v) }}
      />
      <Typography.Title level={5}>Semanas</Typography.Title>
      <DataTable<SalesReportRow>
        rowKey="chave"
        columns={[groupColumn(L.semana), ...figureColumns()]}
        data={d?.semanas}
        loading={details.isFetching}
        emptyText={TEXT.noData}
      />
      <Typography.Title level={5}>Leads</Typography.Title>
      <DataTable<CampaignLeadRow>
        rowKey="id"
        columns={[
          { key: 'nome', title: 'Nome' },
          { key: 'created_at', title: 'Recebido em', text: (r) => formatDateTime(r.created_at) },
          {
            key: 'origem',
            title: 'Origem',
            text: (r) => LEAD_ORIGIN_LABELS[r.origem as keyof typeof LEAD_ORIGIN_LABELS] ?? r.origem,
          },
          {
            key: 'status',
            title: 'Situação',
            text: (r) => LEAD_STATUS_LABELS[r.status as keyof typeof LEAD_STATUS_LABELS] ?? r.status,
          },
          { key: 'valor_venda', title: 'Valor da venda', align: 'right', text: (r) => FORMAT.money(r.valor_venda) },
        ]}
        data={leads.data?.dados}
        loading={leads.isFetching}
        emptyText={TEXT.noData}
        server={{
          total: leads.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (p, pageSize) => setPaging({ page: p, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
