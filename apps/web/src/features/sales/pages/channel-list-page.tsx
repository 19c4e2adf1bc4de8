import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Channel } from '@intranet/shared/sales/channel.schemas';
import { canSales, type SalesAction } from '@intranet/shared/sales/sales.permissions';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useChannels } from '../api/list-channels';
import { useDeleteChannel } from '../api/delete-channel';
import { useUpdateChannel } from '../api/update-channel';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { formatShortDate } from '@intranet/shared/format/dates';
import { activeBadge, yesNoBadge } from '../sales-format';
import { CHANNELS_PATH } from '../sales-paths';
import { useSalesRole } from '../sales-role';
import { CHANNEL_TEXT, SALES_LABELS } from '../sales-texts';

const columns: DataTableColumn<Channel>[] = [
  { key: 'created_at', title: SALES_LABELS.created_at, render: (r) => formatShortDate(r.created_at), exportValue: (r) => formatShortDate(r.created_at) },
  { key: 'nome', title: SALES_LABELS.nome },
  { key: 'bitcom', title: SALES_LABELS.bitcom, badge: (r) => yesNoBadge(r.bitcom), align: 'center' },
  { key: 'razao', title: SALES_LABELS.razao, badge: (r) => yesNoBadge(r.razao), align: 'center' },
  { key: 'vetorial', title: SALES_LABELS.vetorial, badge: (r) => yesNoBadge(r.vetorial), align: 'center' },
  { key: 'public', title: SALES_LABELS.public, badge: (r) => yesNoBadge(r.public), align: 'center' },
  { key: 'ativo', title: SALES_LABELS.ativo, badge: (r) => activeBadge(r.ativo), align: 'center' },
];

export function ChannelListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const role = useSalesRole();
  const channels = useChannels();
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const [toDelete, setToDelete] = useState<Channel | null>(null);

  const toggle = (row: Channel) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } },
      { onSuccess: () => notify.success(CHANNEL_TEXT.edited), onError: () => notify.error(CHANNEL_TEXT.editFailed) },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify.success(CHANNEL_TEXT.deleted),
      onError: () => notify.error(CHANNEL_TEXT.deleteFailed),
      onSettled: () => setToDelete(null),
    });
  };

  const actions: (RowAction<Channel> & { needs: SalesAction })[] = [
    { key: 'edit', needs: 'edit', label: 'Editar', icon: <EditOutlined />, iconOnly: true, onClick: (row) => navigate(`${CHANNELS_PATH}/edit/${row.id}`) },
    ...statusActions((row: Channel) => row.ativo, toggle, { needs: 'edit' as SalesAction }),
    { key: 'delete', needs: 'delete', label: 'Excluir', icon: <DeleteOutlined />, iconOnly: true, danger: true, onClick: setToDelete },
  ];
  const allowedActions = actions.filter((action) => canSales(action.needs, role));

  return (
    <SectionLayout
      title="Canais"
      back="/marketing/home"
      add={canSales('create', role) ? { label: 'NOVO CANAL', to: `${CHANNELS_PATH}/register` } : undefined}
    >
      <DataTable<Channel> rowKey="id" columns={columns} data={channels.data} loading={channels.isPending} actions={allowedActions} exportable />
      <DeleteDialog title="Excluir Canal?" name={toDelete?.nome} loading={remove.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)} />
    </SectionLayout>
  );
}
