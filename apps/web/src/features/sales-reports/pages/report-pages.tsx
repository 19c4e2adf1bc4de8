import { useParams, useSearchParams } from 'react-router-dom';
import { SALES_REPORT_LABELS as L } from '@intranet/shared/sales-reports/sales-reports.rules';
import type { SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { GroupedReportPage } from '../components/grouped-report-page';
import { groupColumn, textColumn } from '../components/report-columns';
import { campaignDetailsUrl, filterFromUrl, reportUrl } from '../report-url';

/** The filter of the address a page was opened with (the details links keep it). */
function useUrlFilter(report: Parameters<typeof filterFromUrl>[0]) {
  const params = useParams();
  const [search] = useSearchParams();
  return filterFromUrl(report, params, search);
}

const tripleLink = (filter: { de?: string; ate?: string }) => (r: SalesReportRow) =>
  r.id_campanha && r.id_canal && r.id_empresa
    ? campaignDetailsUrl({ id_campanha: r.id_campanha, id_canal: r.id_canal, id_empresa: r.id_empresa }, filter)
    : null;

export function HistoryConversionPage() {
  return (
    <GroupedReportPage
      report="historyConversion"
      about="Leads recebidos em cada semana (de segunda a domingo) e quantos deles viraram venda."
      columns={[groupColumn(L.semana)]}
      chart={{ title: 'Leads e vendas por semana', line: 'conversao' }}
    />
  );
}

export function ProductsBestSellersPage() {
  return (
    <GroupedReportPage
      report="productsBestSellers"
      about="Planos vendidos no período, do mais vendido ao menos vendido, com o faturamento mensal contratado."
      columns={[groupColumn(L.plano)]}
      chart={{ title: 'Vendas por plano' }}
    />
  );
}

export function CampaignsPage() {
  const filter = useUrlFilter('campaigns');
  return (
    <GroupedReportPage
      report="campaigns"
      about="Leads, vendas, conversão e faturamento de cada campanha, com o valor investido e o ROAS dos resultados lançados."
      columns={[
        groupColumn(L.campanha, (r) =>
          reportUrl('campaignsDetails', { ...filter, id_campanha: r.id_campanha ?? undefined }),
        ),
      ]}
      figures="paid"
      chart={{ title: 'Leads e vendas por campanha', line: 'roas' }}
    />
  );
}

export function CampaignsDetailsPage() {
  const filter = useUrlFilter('campaignsDetails');
  return (
    <GroupedReportPage
      report="campaignsDetails"
      about="Cada campanha por canal e provedor; abra uma linha para ver as semanas e os leads."
      columns={[
        groupColumn(L.campanha, tripleLink(filter), (r) => r.campanha),
        textColumn('canal'),
        textColumn('empresa'),
      ]}
      figures="paid"
      extras={{ campaign: true, channel: true }}
      back={reportUrl('campaigns', { id_empresa: filter.id_empresa, de: filter.de, ate: filter.ate })}
    />
  );
}

export function ChannelsPage() {
  const filter = useUrlFilter('channels');
  return (
    <GroupedReportPage
      report="channels"
      about="Leads, vendas, conversão e faturamento de cada canal, com o valor investido e o ROAS."
      columns={[
        groupColumn(L.canal, (r) => reportUrl('channelsDetails', { ...filter, id_canal: r.id_canal ?? undefined })),
      ]}
      figures="paid"
      chart={{ title: 'Leads e vendas por canal', line: 'conversao' }}
    />
  );
}

export function ChannelsDetailsPage() {
  const filter = useUrlFilter('channelsDetails');
  return (
    <GroupedReportPage
      report="channelsDetails"
      about="Cada canal por campanha e provedor; abra uma linha para ver as semanas e os leads."
      columns={[
        groupColumn(L.canal, tripleLink(filter), (r) => r.canal),
        textColumn('campanha'),
        textColumn('empresa'),
      ]}
      figures="paid"
      extras={{ campaign: true, channel: true }}
      back={reportUrl('channels', { id_empresa: filter.id_empresa, de: filter.de, ate: filter.ate })}
    />
  );
}

export function CityPage() {
  const filter = useUrlFilter('city');
  return (
    <GroupedReportPage
      report="city"
      about="Leads e vendas pela cidade do endereço do lead."
      columns={[
        groupColumn(L.cidade, (r) => (r.cidade ? reportUrl('cityDetails', { ...filter, cidade: r.cidade }) : null)),
      ]}
      chart={{ title: 'Leads e vendas por cidade', line: 'conversao' }}
    />
  );
}

export function CityDetailsPage() {
  const filter = useUrlFilter('cityDetails');
  return (
    <GroupedReportPage
      report="cityDetails"
      about="Leads e vendas por bairro da cidade."
      columns={[groupColumn(L.bairro), textColumn('cidade')]}
      chart={{ title: 'Leads e vendas por bairro', line: 'conversao' }}
      extras={{ places: true }}
      back={reportUrl('city', { id_empresa: filter.id_empresa, de: filter.de, ate: filter.ate })}
    />
  );
}

export function SellersPage() {
  const filter = useUrlFilter('sellers');
  return (
    <GroupedReportPage
      report="sellers"
      about="Por vendedor: leads atribuídos, contatados, vendas, conversão e o tempo médio até o primeiro contato."
      columns={[
        groupColumn(L.vendedor, (r) =>
          r.id_vendedor ? reportUrl('sellersDetails', { ...filter, id_vendedor: r.id_vendedor }) : null,
        ),
      ]}
      figures="sellers"
      chart={{ title: 'Leads e vendas por vendedor', line: 'conversao' }}
    />
  );
}

export function SellersDetailsPage() {
  const filter = useUrlFilter('sellersDetails');
  return (
    <GroupedReportPage
      report="sellersDetails"
      about="As semanas do vendedor: leads atribuídos, contatados, vendas e o tempo até o primeiro contato."
      columns={[groupColumn(L.semana)]}
      figures="sellers"
      chart={{ title: 'Leads e vendas por semana', line: 'conversao' }}
      back={reportUrl('sellers', { id_empresa: filter.id_empresa, de: filter.de, ate: filter.ate })}
    />
  );
}

function PlaceReport({ kind }: { kind: 'withoutCoverage' | 'unfeasibility' }) {
  const filter = useUrlFilter(kind);
  const details = kind === 'withoutCoverage' ? 'withoutCoverageDetails' : 'unfeasibilityDetails';
  return (
    <GroupedReportPage
      report={kind}
      about={
        kind === 'withoutCoverage'
          ? 'Leads cujo endereço está fora da área de cobertura do provedor, por cidade: o mapa de expansão da rede.'
          : 'Leads cujo endereço foi considerado tecnicamente inviável, por cidade.'
      }
      columns={[groupColumn(L.cidade, (r) => (r.cidade ? reportUrl(details, { ...filter, cidade: r.cidade }) : null))]}
      chart={{ title: 'Leads por cidade' }}
    />
  );
}

function PlaceDetails({ kind }: { kind: 'withoutCoverageDetails' | 'unfeasibilityDetails' }) {
  const filter = useUrlFilter(kind);
  return (
    <GroupedReportPage
      report={kind}
      about="Leads por rua, bairro e cidade: abra uma rua para filtrar por ela."
      columns={[
        groupColumn(
          L.rua,
          (r) =>
            reportUrl(kind, {
              ...filter,
              cidade: r.cidade ?? undefined,
              bairro: r.bairro ?? undefined,
              rua: r.rua ?? undefined,
            }),
          (r) => r.rua,
        ),
        textColumn('bairro'),
        textColumn('cidade'),
      ]}
      extras={{ places: true }}
      back={reportUrl(kind === 'withoutCoverageDetails' ? 'withoutCoverage' : 'unfeasibility', {
        id_empresa: filter.id_empresa,
        de: filter.de,
        ate: filter.ate,
      })}
    />
  );
}

export const WithoutCoveragePage = () => <PlaceReport kind="withoutCoverage" />;
export const WithoutCoverageDetailsPage = () => <PlaceDetails kind="withoutCoverageDetails" />;
export const UnfeasibilityPage = () => <PlaceReport kind="unfeasibility" />;
export const UnfeasibilityDetailsPage = () => <PlaceDetails kind="unfeasibilityDetails" />;

export function ProfilePage() {
  return (
    <GroupedReportPage
      report="profile"
      about="Quem são os leads do período: por origem, provedor, plano vendido e faixa etária."
      columns={[textColumn('dimensao'), groupColumn(L.rotulo)]}
    />
  );
}
