import { useState } from 'react';
import { Badge } from 'antd';
import {
  BarChartOutlined,
  CheckCircleOutlined,
  ClearOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { formatShortDate, formatShortDay } from '@intranet/shared/format/dates';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import { ROULETTE_PUBLIC_PATH, SYSTEM_LABELS } from '@intranet/shared/roulette/roulette.rules';
import type { Campaign } from '@intranet/shared/roulette/roulette.schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ApiError } from '../../../lib/api-client';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useCampaigns, useDeleteCampaign, useResetCampaign, useSetCampaignActive } from '../api/roulette-calls';
import {
  ROULETTE_BACK_PATH,
  ROULETTE_REGISTER_PATH,
  rafflePath,
  reportPath,
  rouletteEditPath,
} from '../roulette-paths';

function StatusDot({ active }: { active: boolean }) {
  const text = active ? 'Ativa' : 'Inativa';
  return (
    <span role="img" aria-label={text} title={text}>
      <Badge status={active ? 'success' : 'error'} />
    </span>
  );
}

const columns: DataTableColumn<Campaign>[] = [
  {
    key: 'ativo',
    title: 'Status',
    align: 'center',
    render: (row) => <StatusDot active={row.ativo} />,
    exportValue: (row) => (row.ativo ? 'Ativa' : 'Inativa'),
  },
  { key: 'created_at', title: 'Criada em', text: (row) => formatShortDate(row.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'sistema', title: 'Empresa', text: (row) => SYSTEM_LABELS[row.sistema] },
  { key: 'data_inicio_campanha', title: 'Início', text: (row) => formatShortDay(row.data_inicio_campanha) },
  { key: 'data_fim_campanha', title: 'Fim', text: (row) => formatShortDay(row.data_fim_campanha) },
  { key: 'url_campanha', title: 'Endereço', text: (row) => `${ROULETTE_PUBLIC_PATH}${row.url_campanha}` },
  { key: 'clientes', title: 'Clientes', align: 'center', text: (row) => String(row.clientes) },
  { key: 'nao_clientes', title: 'Não clientes', align: 'center', text: (row) => String(row.nao_clientes) },
  { key: 'dono', title: 'Responsável', text: (row) => row.dono ?? '' },
];

type Pending = { kind: 'pause' | 'reactivate' | 'delete' | 'reset'; row: Campaign } | null;

const hasParticipants = (row: Campaign) => row.clientes + row.nao_clientes > 0;

/** /marketing/roulette/list: the campaigns, with raffle, reports, edit, delete or pause/reactivate, and reset for the superadmin. */
export function RouletteListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useCampaigns();
  const canCreate = useCan(API.create.access);
  // Resetting is the superadmin's (roulette.reset); their failed delete points to it.
  const canReset = useCan(API.reset.access);
  const status = useSetCampaignActive();
  const remove = useDeleteCampaign();
  const reset = useResetCampaign();
  const [pending, setPending] = useState<Pending>(null);
  useErrorToast(list.isError, MSG.listFailed);

  const confirm = async () => {
    if (!pending) return;
    const { kind, row } = pending;
    try {
      if (kind === 'pause' || kind === 'reactivate') {
        await status.mutateAsync({ id_campanha: row.id, ativo: kind === 'reactivate' });
        notify.success(MSG.updated);
      } else if (kind === 'delete') {
        await remove.mutateAsync({ campaignId: row.id, ownerId: row.id_usuario_intranet });
        notify.success(MSG.deleted);
      } else {
        await reset.mutateAsync(row.id);
        notify.success(MSG.reset);
      }
    } catch (error) {
      if (kind === 'delete') {
        const text =
          error instanceof ApiError && error.message === MSG.prizesDistributed
            ? MSG.prizesDistributed
            : canReset
              ? MSG.deleteFailedSuperadmin
              : MSG.deleteFailed;
        notify.error(text);
      } else notify.error(kind === 'reset' ? MSG.resetFailed : MSG.updateFailed);
    } finally {
      setPending(null);
    }
  };

  const copy = (row: Campaign) => {
    void navigator.clipboard
      ?.writeText(`${window.location.origin}${ROULETTE_PUBLIC_PATH}${row.url_campanha}`)
      .then(() => notify.success(MSG.urlCopied));
  };

  const actions: RowAction<Campaign>[] = [
    {
      key: 'raffle',
      can: 'raffle.draw',
      label: 'Sortear Participantes',
      icon: <TrophyOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(rafflePath(row.id)),
    },
    {
      key: 'reports',
      can: 'roulette.report',
      label: 'Relatórios',
      icon: <BarChartOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(reportPath(row.id)),
    },
    {
      key: 'edit',
      can: API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(rouletteEditPath(row.id, row.id_usuario_intranet)),
    },
    { key: 'copy', label: 'Copiar URL', icon: <CopyOutlined />, iconOnly: true, onClick: copy },
    {
      key: 'delete',
      can: API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      hidden: hasParticipants,
      onClick: (row) => setPending({ kind: 'delete', row }),
    },
    {
      key: 'pause',
      can: API.status.access,
      label: 'Pausar',
      icon: <PauseCircleOutlined />,
      iconOnly: true,
      hidden: (row) => !hasParticipants(row) || !row.ativo,
      onClick: (row) => setPending({ kind: 'pause', row }),
    },
    {
      key: 'reactivate',
      can: API.status.access,
      label: 'Reativar',
      icon: <CheckCircleOutlined />,
      iconOnly: true,
      hidden: (row) => !hasParticipants(row) || row.ativo,
      onClick: (row) => setPending({ kind: 'reactivate', row }),
    },
    ...(canReset
      ? [
          {
            key: 'reset',
            can: API.reset.access,
            label: 'Resetar Campanha',
            icon: <ClearOutlined />,
            iconOnly: true,
            danger: true,
            onClick: (row: Campaign) => setPending({ kind: 'reset', row }),
          },
        ]
      : []),
  ];

  const dialog =
    pending &&
    {
      pause: { title: 'Pausar campanha', text: MSG.pauseConfirm, label: 'Pausar' },
      reactivate: { title: 'Reativar campanha', text: MSG.reactivateConfirm, label: 'Reativar' },
      delete: { title: 'Excluir campanha', text: MSG.deleteConfirm, label: 'Excluir' },
      reset: { title: 'Resetar Campanha', text: MSG.resetConfirm, label: 'Resetar' },
    }[pending.kind];

  return (
    <SectionLayout
      title="ROLETAS"
      back={ROULETTE_BACK_PATH}
      add={canCreate ? { label: 'NOVA ROLETA', to: ROULETTE_REGISTER_PATH } : undefined}
    >
      <DataTable<Campaign>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        exportable
      />
      <ConfirmDialog
        open={!!pending}
        title={dialog?.title ?? ''}
        text={dialog?.text}
        confirmLabel={dialog?.label}
        danger={pending?.kind === 'delete' || pending?.kind === 'reset'}
        loading={status.isPending || remove.isPending || reset.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </SectionLayout>
  );
}
