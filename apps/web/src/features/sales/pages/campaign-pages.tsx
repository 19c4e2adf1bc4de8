import { useNavigate } from 'react-router-dom';
import { BarChartOutlined } from '@ant-design/icons';
import type { Campaign } from '@intranet/shared/sales/campaign.schemas';
import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudListPage } from '../../../components/crud/crud-list-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import type { RowAction } from '../../../components/data-table/data-table';
import { isBuiltRoute } from '../../../lib/built-routes';
import { CAMPAIGNS } from '../sales-screens';
import { resultsRegisterPath } from '../sales-paths';

/** /marketing/campaigns/list: a campaign row also leads to its results entry. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const resultsBuilt = isBuiltRoute(resultsRegisterPath(0));
  const results: RowAction<Campaign> = {
    key: 'results',
    can: 'campaign-result.create',
    label: 'Inserir resultados',
    icon: <BarChartOutlined />,
    iconOnly: true,
    disabled: !resultsBuilt,
    tooltip: resultsBuilt ? 'Inserir resultados' : 'Inserir resultados (tela ainda não disponível)',
    onClick: (row) => navigate(resultsRegisterPath(row.id)),
  };
  return <CrudListPage config={CAMPAIGNS} leadingActions={[results]} />;
}

export function CampaignRegisterPage() {
  return <CrudRegisterPage config={CAMPAIGNS} />;
}

export function CampaignEditPage() {
  return <CrudEditPage config={CAMPAIGNS} />;
}
