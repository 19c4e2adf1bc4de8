import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BarChartOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Campaign } from '@intranet/shared/sales/campaign.schemas';
import { canSales, type SalesAction } from '@intranet/shared/sales/sales.permissions';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { isBuiltRoute } from '../../../lib/built-routes';
import { useNotify } from '../../../lib/notify';
import { useCampaigns } from '../api/list-campaigns';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { activeBadge, yesNoBadge } from '../sales-format';
import { useSalesRole } from '../sales-role';
import { CAMPAIGN_TEXT, SALES_LABELS } from '../sales-texts';
import { CAMPAIGNS_PATH, resultsRegisterPath } from '../sales-paths';

const columns: DataTableColumn<Campaign>[] = [
  { key: 'nome', title: SALES_LABELS.nome },
  { key: 'bitcom', title: SALES_LABELS.bitcom, badge: (r) => yesNoBadge(r.bitcom), align: 'center' },
  { key: 'razao', title: SALES_LABELS.razao, badge: (r) => yesNoBadge(r.razao), align: 'center' },
  { key: 'vetorial', title: SALES_LABELS.vetorial, badge: (r) => yesNoBadge(r.vetorial), align: 'center' },
  { key: 'api', title: SALES_LABELS.api, badge: (r) => yesNoBadge(r.api), align: 'center' },
  { key: 'ativo', title: SALES_LABELS.ativo, badge: (r) => activeBadge(r.ativo), align: 'center' },
];

export function CampaignListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const role = useSalesRole();
  const campaigns = useCampaigns();
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const [toDelete, setToDelete] = useState<Campaign | null>(null);
  const resultsBuilt = isBuiltRoute(resultsRegisterPath(0));

  const toggle = (row: Campaign) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } },
      { onSuccess: () => notify.success(CAMPAIGN_TEXT.edited), onError: () => notify.error(CAMPAIGN_TEXT.editFailed) },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify.success(CAMPAIGN_TEXT.deleted),
      onError: () => notify.error(CAMPAIGN_TEXT.deleteFailed),
      onSettled: () => setToDelete(null),
    });
  };

  const actions: (RowAction<Campaign> & { needs: SalesAction })[] = [
    {
      key: 'results',
      needs: 'edit',
      label: 'Inserir resultados',
      icon: <BarChartOutlined />,
      iconOnly: true,
      disabled: !resultsBuilt,
      tooltip: resultsBuilt ? 'Inserir resultados' : 'Inserir resultados (tela ainda não disponível)',
      onClick: (row) => navigate(resultsRegisterPath(row.id)),
    },
    { key: 'edit', needs: 'edit', label: 'Editar', icon: <EditOutlined />, iconOnly: true, onClick: (row) => navigate(`${CAMPAIGNS_PATH}/edit/${row.id}`) },
    ...statusActions((row: Campaign) => row.ativo, toggle, { needs: 'edit' as SalesAction }),
    { key: 'delete', needs: 'delete', label: 'Excluir', icon: <DeleteOutlined />, iconOnly: true, danger: true, onClick: setToDelete },
  ];
  const allowedActions = actions.filter((action) => canSales(action.needs, role));

  return (
    <SectionLayout
      title="Campanhas"
      back="/marketing/home"
      add={canSales('create', role) ? { label: 'NOVA CAMPANHA', to: `${CAMPAIGNS_PATH}/register` } : undefined}
    >
      <DataTable<Campaign> rowKey="id" columns={columns} data={campaigns.data} loading={campaigns.isPending} actions={allowedActions} exportable />
      <DeleteDialog
        title="Excluir Campanha?"
        name={toDelete?.nome}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </SectionLayout>
  );
}
