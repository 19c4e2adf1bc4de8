import { useNavigate, useSearchParams } from 'react-router-dom';
import { EditOutlined } from '@ant-design/icons';
import { CAMPAIGN_RESULTS_MSG as TEXT } from '@intranet/shared/campaign-results/campaign-results.messages';
import type { ResultRow } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { formatInteger, formatMoney } from '@intranet/shared/format/numbers';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useCampaign } from '../api/get-campaign';
import { useCampaignResults } from '../api/list-results';
import {
  CAMPAIGNS_LIST_PATH,
  type ResultsSection,
  idFrom,
  reportPath,
  resultEditPath,
  resultRegisterPath,
} from '../results-paths';
import '../campaign-results.css';

const columns: DataTableColumn<ResultRow>[] = [
  { key: 'periodo', title: 'Periodo', value: (r) => r.periodo_inicio, text: (r) => r.periodo },
  { key: 'provedor', title: 'Provedor' },
  { key: 'canal', title: 'Canal' },
  { key: 'faturamento', title: 'Faturamento', text: (r) => formatMoney(r.faturamento), align: 'right' },
];

/** What an opened row shows (spec §2). */
function Details({ row }: { row: ResultRow }) {
  const items: [string, string][] = [
    ['Impressões', formatInteger(row.total_impressoes)],
    ['Cliques', formatInteger(row.total_cliques)],
    ['Conversas iniciadas', formatInteger(row.conversas_iniciadas)],
    ['Valor Investido', formatMoney(row.valor_investido)],
    ['Leads', formatInteger(row.total_leads)],
    ['Vendas', formatInteger(row.total_vendas)],
  ];
  return (
    <dl className="result-details">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `list?idCampaign=`: the results of a campaign, each row opening to its figures, with Editar. */
export function ResultsListPage({ section = 'results' }: { section?: ResultsSection }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const idCampaign = idFrom(search.get('idCampaign'));
  const campaign = useCampaign(idCampaign);
  const list = useCampaignResults(idCampaign);
  const canCreate = useCan('campaign-result.create');
  const actions: RowAction<ResultRow>[] = [
    {
      key: 'edit',
      can: 'campaign-result.edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(resultEditPath(section, row.id, row.id_campanha)),
    },
  ];
  const name = campaign.data?.nome;
  return (
    <SectionLayout
      title={name ? `${TEXT.title} - ${name}` : TEXT.title}
      back={section === 'report' ? reportPath(idCampaign) : CAMPAIGNS_LIST_PATH}
      add={
        idCampaign && canCreate ? { label: 'NOVO RESULTADO', to: resultRegisterPath(section, idCampaign) } : undefined
      }
    >
      <DataTable<ResultRow>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        expandable={{ render: (row) => <Details row={row} /> }}
      />
    </SectionLayout>
  );
}
