import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined, OrderedListOutlined, SendOutlined } from '@ant-design/icons';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type { ScaleListRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { DataTable, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/list-campaigns';
import { useUpdateCampaign } from '../api/update-campaign';
import { SCALE_EDIT_PATH, SCALE_REGISTER_PATH, deliveriesPath, rulesListPath } from '../../../lib/communication-paths';
import { SCALE_SCREENS } from '../scale-screens';

/** What the list hands the edit screen, whose path carries no id (spec §2, §4: "a stored request state with status editing"). */
export type CampaignEditState = { status: 'editing'; campaign: ScaleListRow };

/** /marketing/communication-scale/list: the campaigns with their rules, deliveries, edit, Desativar/Ativar and delete. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.create.access);
  const list = useCampaigns();
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const deletion = useDeleteConfirm<ScaleListRow>(remove, (row) => row.nome, {
    deleted: MSG.deleted,
    deleteFailed: MSG.deleteFailed,
  });
  useErrorToast(list.isError, MSG.loadFailed);

  const toggle = (row: ScaleListRow) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } },
      { onSuccess: () => notify.success(MSG.statusUpdated), onError: () => notify.error(MSG.statusFailed) },
    );

  const actions: RowAction<ScaleListRow>[] = [
    {
      key: 'rules',
      can: 'rule.list',
      label: 'Ver regras',
      icon: <OrderedListOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(rulesListPath(row.id)),
    },
    {
      key: 'deliveries',
      can: 'delivery.list',
      label: 'Envios',
      icon: <SendOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(deliveriesPath(row.id)),
    },
    {
      key: 'edit',
      can: API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) =>
        navigate(SCALE_EDIT_PATH, { state: { status: 'editing', campaign: row } satisfies CampaignEditState }),
    },
    ...statusActions<ScaleListRow>((row) => row.ativo, toggle, { can: API.update.access }),
    {
      key: 'delete',
      can: API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={MSG.title}
      back={SCALE_SCREENS.back}
      add={canCreate ? { label: MSG.addCampaign, to: SCALE_REGISTER_PATH } : undefined}
    >
      <DataTable<ScaleListRow>
        rowKey="id"
        columns={SCALE_SCREENS.columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        exportable
      />
      <DeleteDialog title={MSG.deleteCampaignTitle} {...deletion.dialog} />
    </SectionLayout>
  );
}
