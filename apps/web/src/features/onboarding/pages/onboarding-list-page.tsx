import { useState } from 'react';
import { DeleteOutlined, EditOutlined, EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@intranet/shared/format/dates';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { ONBOARDING_PAGE_SIZE } from '@intranet/shared/onboarding/onboarding.rules';
import type { OnboardingItem } from '@intranet/shared/onboarding/onboarding.schemas';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useOnboardings } from '../api/list-onboardings';
import { useUpdateOnboarding } from '../api/update-onboarding';
import { useDeleteOnboarding } from '../api/delete-onboarding';
import { TrailsModal } from '../components/trails-modal';
import { ONBOARDING_REGISTER_PATH, onboardingEditPath, onboardingSyncPath } from '../onboarding-paths';

const columns: DataTableColumn<OnboardingItem>[] = [
  { key: 'titulo', title: 'Título' },
  { key: 'empresa', title: 'Provedor', value: (r) => r.empresa.nome },
  { key: 'departamento', title: 'Departamento', value: (r) => r.departamento.nome },
  { key: 'cargo', title: 'Cargo', value: (r) => r.cargo.nome },
  { key: 'created_at', title: 'Data de criação', text: (r) => formatDateTime(r.created_at) },
  {
    key: 'status',
    title: 'Ativo',
    badge: (r) => (r.status ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'default' }),
  },
];

/** The onboardings, newest first, 20 a page, with the row actions the role allows. */
export function OnboardingListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(ONBOARDING_API.create.access);
  const [paging, setPaging] = useState({ page: 1, pageSize: ONBOARDING_PAGE_SIZE });
  const [viewing, setViewing] = useState<OnboardingItem | null>(null);
  const remove = useDeleteOnboarding();
  const deletion = useDeleteConfirm<OnboardingItem>(remove, (r) => r.titulo, {
    deleted: ONBOARDING_MSG.deleted,
    deleteFailed: ONBOARDING_MSG.deleteFailed,
  });
  const query = useOnboardings({
    filtro: {},
    offset: (paging.page - 1) * paging.pageSize,
    limit: Math.min(paging.pageSize, 100),
  });
  const update = useUpdateOnboarding();

  useErrorToast(query.isError, ONBOARDING_MSG.listFailed);

  const toggle = (row: OnboardingItem) =>
    update.mutate(
      { id: row.id, body: { status: !row.status } },
      {
        onSuccess: () => notify.success(ONBOARDING_MSG.statusUpdated),
        onError: () => notify.error(ONBOARDING_MSG.statusFailed),
      },
    );
  const busy = () => update.isPending;
  const actions: RowAction<OnboardingItem>[] = [
    {
      key: 'link',
      can: ONBOARDING_API.linkTrails.access,
      label: 'Vincular trilhas',
      icon: <LinkOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(onboardingSyncPath(r.id)),
    },
    {
      key: 'view',
      can: ONBOARDING_API.trailsOf.access,
      label: 'Ver trilhas',
      icon: <EyeOutlined />,
      iconOnly: true,
      onClick: setViewing,
    },
    {
      key: 'edit',
      can: ONBOARDING_API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(onboardingEditPath(r.id)),
    },
    ...statusActions((r: OnboardingItem) => r.status, toggle, { can: ONBOARDING_API.update.access, disabled: busy }),
    {
      key: 'delete',
      can: ONBOARDING_API.delete.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title="Onboarding"
      back="/human-resources/home"
      add={canCreate ? { label: 'NOVO ONBOARDING', to: ONBOARDING_REGISTER_PATH } : undefined}
    >
      <DataTable<OnboardingItem>
        rowKey="id"
        columns={columns}
        data={query.data?.dados}
        loading={query.isFetching}
        actions={actions}
        emptyText={query.isError ? ONBOARDING_MSG.listFailed : undefined}
        server={{
          total: query.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <TrailsModal onboarding={viewing} onClose={() => setViewing(null)} />
      <DeleteDialog title="Excluir Onboarding?" text={ONBOARDING_MSG.confirmDelete} {...deletion.dialog} />
    </SectionLayout>
  );
}
