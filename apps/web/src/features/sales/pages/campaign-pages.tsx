import { useNavigate } from 'react-router-dom';
import { BarChartOutlined } from '@ant-design/icons';
import type { Campaign } from '@intranet/shared/sales/campaign.schemas';
import { isBuiltRoute } from '../../../lib/built-routes';
import { CAMPAIGNS } from '../sales-catalog';
import { catalogColumns } from '../sales-format';
import { resultsRegisterPath } from '../sales-paths';
import { SalesEditPage } from './sales-edit-page';
import { SalesListPage, type SalesRowAction } from './sales-list-page';
import { SalesRegisterPage } from './sales-register-page';

const columns = catalogColumns<Campaign>('api');

/** /marketing/campaigns/list: a campaign row also leads to its results entry. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const resultsBuilt = isBuiltRoute(resultsRegisterPath(0));
  const results: SalesRowAction<Campaign> = {
    key: 'results',
    can: 'campaign.edit',
    label: 'Inserir resultados',
    icon: <BarChartOutlined />,
    iconOnly: true,
    disabled: !resultsBuilt,
    tooltip: resultsBuilt ? 'Inserir resultados' : 'Inserir resultados (tela ainda não disponível)',
    onClick: (row) => navigate(resultsRegisterPath(row.id)),
  };
  return <SalesListPage catalog={CAMPAIGNS} columns={columns} leadingActions={[results]} />;
}

export function CampaignRegisterPage() {
  return <SalesRegisterPage catalog={CAMPAIGNS} />;
}

export function CampaignEditPage() {
  return <SalesEditPage catalog={CAMPAIGNS} />;
}
