import { NOT_INFORMED } from '@intranet/shared/format/text';
import { useMemo, useState } from 'react';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import {
  CHANNEL_STATE,
  COMMUNICATION_RESTRICTIONS_LABELS as LABELS,
  COMMUNICATION_RESTRICTIONS_MSG as MSG,
} from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import {
  NO_RESTRICTION_FILTERS,
  filterRestrictions,
} from '@intranet/shared/communication-restrictions/communication-restrictions.rules';
import {
  RESTRICTION_CHANNELS,
  type Restriction,
  type RestrictionChannel,
} from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { shortDateColumn } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDeleteRestriction } from '../api/delete-restriction';
import { useRestrictions } from '../api/list-restrictions';
import { useUpdateRestriction } from '../api/update-restriction';
import { RestrictionFilters } from '../components/restriction-filters';
import { RESTRICTIONS_REGISTER_PATH, restrictionEditPath } from '../restrictions-paths';
import '../communication-restrictions.css';

const columns: DataTableColumn<Restriction>[] = [
  shortDateColumn<Restriction>('created_at', LABELS.created_at),
  { key: 'nome_razaosocial', title: 'Cliente', text: (row) => row.nome_razaosocial ?? NOT_INFORMED },
  { key: 'cod_cliente', title: 'Código' },
  { key: 'cpf', title: LABELS.cpf, text: (row) => (row.cpf ? formatCpf(row.cpf) : NOT_INFORMED) },
  { key: 'provedor', title: 'Provedor', value: (row) => row.empresa.nome },
];

/**
 * A channel's two buttons, one shown by the row's state: '<canal> ativo' (green check) restricts it,
 * '<canal> restrito' (red) allows it again.
 */
function channelActions(
  channel: RestrictionChannel,
  onToggle: (row: Restriction, channel: RestrictionChannel) => void,
): RowAction<Restriction>[] {
  const label = LABELS[channel];
  const toggle = (row: Restriction) => onToggle(row, channel);
  return [
    {
      key: `${channel}-allowed`,
      can: API.update.access,
      label: `${label} ${CHANNEL_STATE.allowed}`,
      tooltip: `${label} ${CHANNEL_STATE.allowed}: clique para restringir`,
      icon: <CheckCircleOutlined style={{ color: '#389e0d' }} />,
      hidden: (row) => !row[channel],
      onClick: toggle,
    },
    {
      key: `${channel}-restricted`,
      can: API.update.access,
      label: `${label} ${CHANNEL_STATE.restricted}`,
      tooltip: `${label} ${CHANNEL_STATE.restricted}: clique para liberar`,
      icon: <StopOutlined />,
      danger: true,
      hidden: (row) => row[channel],
      onClick: toggle,
    },
  ];
}

/** /marketing/communication-scale-restrictions/list: the restrictions, filtered in the browser, with their channel buttons. */
export function RestrictionListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.create.access);
  const list = useRestrictions();
  const update = useUpdateRestriction();
  const remove = useDeleteRestriction();
  const [filters, setFilters] = useState(NO_RESTRICTION_FILTERS);
  const rows = useMemo(() => filterRestrictions(list.data ?? [], filters), [list.data, filters]);
  const deletion = useDeleteConfirm<Restriction>(remove, (row) => row.nome_razaosocial ?? row.cod_cliente, {
    deleted: MSG.deleted,
    deleteFailed: MSG.loadFailed,
  });
  useErrorToast(list.isError, MSG.loadFailed);

  // The call carries the three channels and the provider (spec §7), the one clicked flipped.
  const toggle = (row: Restriction, channel: RestrictionChannel) =>
    update.mutate(
      {
        id: row.id,
        body: {
          whatsapp: row.whatsapp,
          email: row.email,
          sms: row.sms,
          sistema: row.sistema,
          [channel]: !row[channel],
        },
      },
      { onSuccess: () => notify.success(MSG.updated), onError: () => notify.error(MSG.loadFailed) },
    );

  const actions: RowAction<Restriction>[] = [
    ...RESTRICTION_CHANNELS.flatMap((channel) => channelActions(channel, toggle)),
    {
      key: 'edit',
      can: API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(restrictionEditPath(row.id)),
    },
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
      back="/marketing/home"
      add={canCreate ? { label: MSG.add, to: RESTRICTIONS_REGISTER_PATH } : undefined}
    >
      <RestrictionFilters value={filters} onChange={setFilters} />
      <DataTable<Restriction>
        rowKey="id"
        columns={columns}
        data={list.data ? rows : undefined}
        loading={list.isPending}
        actions={actions}
        emptyText={list.isError ? MSG.loadFailed : undefined}
        exportable
      />
      <DeleteDialog title={MSG.deleteTitle} {...deletion.dialog} />
    </SectionLayout>
  );
}
