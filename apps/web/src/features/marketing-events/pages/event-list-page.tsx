import { useState } from 'react';
import { Badge } from 'antd';
import { DeleteOutlined, EditOutlined, GlobalOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '@intranet/shared/format/dates';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import {
  MARKETING_EVENTS_LABELS as LABELS,
  MARKETING_EVENTS_MSG as MSG,
} from '@intranet/shared/marketing-events/marketing-events.messages';
import type { MarketingEvent } from '@intranet/shared/marketing-events/marketing-events.schemas';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { shortDateColumn } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/list-events';
import { useUpdateEvent } from '../api/update-event';
import { EventDetailsDialog } from '../components/event-details-dialog';
import { EVENTS_BACK_PATH, EVENTS_REGISTER_PATH, eventEditPath } from '../events-paths';
import '../marketing-events.css';

/** The status as the spec's green or red dot. */
function StatusDot({ active }: { active: boolean }) {
  const text = active ? 'Ativo' : 'Inativo';
  return (
    <span className="event-status" role="img" aria-label={text} title={text}>
      <Badge status={active ? 'success' : 'error'} />
    </span>
  );
}

const columns: DataTableColumn<MarketingEvent>[] = [
  shortDateColumn<MarketingEvent>('created_at', LABELS.created_at),
  { key: 'evento', title: LABELS.evento },
  { key: 'data_inicio', title: LABELS.data_inicio, text: (row) => formatDate(row.data_inicio) },
  { key: 'data_fim', title: LABELS.data_fim, text: (row) => formatDate(row.data_fim) },
  {
    key: 'status',
    title: LABELS.status,
    align: 'center',
    render: (row) => <StatusDot active={row.status} />,
    exportValue: (row) => (row.status ? 'Ativo' : 'Inativo'),
  },
];

/** /marketing/events/list: the events with their details, site, edit, activate/deactivate and, for the superadmin, delete. */
export function EventListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.create.access);
  const list = useEvents();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [details, setDetails] = useState<MarketingEvent | null>(null);
  const deletion = useDeleteConfirm<MarketingEvent>(remove, (row) => row.evento, {
    deleted: MSG.deleted,
    deleteFailed: MSG.deleteFailed,
  });
  useErrorToast(list.isError, MSG.loadFailed);

  // The toggle sends the whole event under the column spellings (spec §7).
  const toggle = (row: MarketingEvent) =>
    update.mutate(
      {
        id: row.id,
        object: {
          cidade: row.cidade,
          endereco_do_local: row.endereco_do_local,
          evento: row.evento,
          nome_do_local: row.nome_do_local,
          site_do_evento: row.site_evento,
          data_fim: row.data_fim,
          data_inicio: row.data_inicio,
          status: !row.status,
        },
      },
      { onSuccess: () => notify.success(MSG.statusUpdated), onError: () => notify.error(MSG.statusFailed) },
    );

  const actions: RowAction<MarketingEvent>[] = [
    { key: 'details', label: 'Detalhes', icon: <InfoCircleOutlined />, iconOnly: true, onClick: setDetails },
    {
      key: 'site',
      label: 'Site',
      icon: <GlobalOutlined />,
      iconOnly: true,
      disabled: (row) => !row.site_evento,
      onClick: (row) => row.site_evento && window.open(row.site_evento, '_blank', 'noopener,noreferrer'),
    },
    {
      key: 'edit',
      can: API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(eventEditPath(row.id)),
    },
    ...statusActions((row: MarketingEvent) => row.status, toggle, { can: API.update.access }),
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
      back={EVENTS_BACK_PATH}
      add={canCreate ? { label: MSG.add, to: EVENTS_REGISTER_PATH } : undefined}
    >
      <DataTable<MarketingEvent>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        emptyText={list.isError ? MSG.loadFailed : undefined}
        exportable
      />
      <EventDetailsDialog event={details} onClose={() => setDetails(null)} />
      <DeleteDialog title={MSG.deleteTitle} {...deletion.dialog} />
    </SectionLayout>
  );
}
