import { useState } from 'react';
import { App, Input } from 'antd';
import {
  EditOutlined,
  IdcardOutlined,
  KeyOutlined,
  LockOutlined,
  SafetyOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { IDENTITY_STATUS_LABELS, type AdminUserRow } from '@intranet/shared/users/users.schemas';
import { USERS_MSG } from '@intranet/shared/users/users.messages';
import { DataTable, PAGE_SIZES, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useAdminUsers, useRequireReset, useSetAccess } from '../api/users-admin-calls';
import {
  PERMISSION_EDIT_PATH,
  SETTINGS_HOME_PATH,
  USERS_ADMIN_EDIT_PATH,
  USERS_REGISTER_PATH,
  userProfilePath,
} from '../users-paths';

const fullName = (u: Pick<AdminUserRow, 'nome' | 'sobrenome'>) => [u.nome, u.sobrenome].filter(Boolean).join(' ');

const columns: DataTableColumn<AdminUserRow>[] = [
  { key: 'nome', title: 'Nome', value: fullName },
  { key: 'email', title: 'E-mail' },
  { key: 'empresa', title: 'Provedor', value: (u) => u.empresa?.nome ?? '' },
  { key: 'departamento', title: 'Departamento', value: (u) => u.departamento?.nome ?? '' },
  { key: 'cargo', title: 'Cargo', value: (u) => u.cargo?.nome ?? '' },
  { key: 'perfis', title: 'Perfis', value: (u) => u.perfis.join(', ') },
  {
    key: 'acesso',
    title: 'Acesso',
    value: (u) =>
      u.habilitado === false ? 'Desabilitado' : u.status ? IDENTITY_STATUS_LABELS[u.status] : 'Sem acesso',
    badge: (u) =>
      u.habilitado === false
        ? { text: 'Desabilitado', color: 'red' }
        : u.status
          ? { text: IDENTITY_STATUS_LABELS[u.status], color: u.status === 'CONFIRMED' ? 'green' : 'gold' }
          : { text: 'Sem acesso', color: 'default' },
  },
];

/** `/users/list`: the employees with their access; invite, edit, roles, access switches. */
export function UsersListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const me = useSession().user;
  const canInvite = useCan('users.manage');
  const [busca, setBusca] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const users = useAdminUsers({ busca: busca || undefined, page: paging.page, limit: paging.pageSize });
  const setAccess = useSetAccess();
  const requireReset = useRequireReset();
  useErrorToast(users.isError, USERS_MSG.listFailed);

  const switchAccess = (row: AdminUserRow, habilitado: boolean) => {
    const run = () =>
      setAccess.mutate(
        { id: row.id, habilitado },
        {
          onSuccess: () => notify.success(habilitado ? USERS_MSG.enabled : USERS_MSG.disabled),
          onError: (e) => notify.fail(e),
        },
      );
    if (habilitado) run();
    else
      modal.confirm({
        title: USERS_MSG.confirmDisable,
        content: fullName(row),
        okText: 'Desabilitar',
        cancelText: 'Cancelar',
        okButtonProps: { danger: true },
        onOk: run,
      });
  };

  const demandReset = (row: AdminUserRow) =>
    modal.confirm({
      title: USERS_MSG.confirmReset,
      content: fullName(row),
      okText: 'Confirmar',
      cancelText: 'Cancelar',
      onOk: () =>
        requireReset.mutate(row.id, {
          onSuccess: () => notify.success(USERS_MSG.resetDemanded),
          onError: (e) => notify.fail(e),
        }),
    });

  const self = (row: AdminUserRow) => row.id === me?.usuarioId;

  return (
    <SectionLayout
      title="USUÁRIOS"
      back={SETTINGS_HOME_PATH}
      add={canInvite ? { label: 'CONVIDAR USUÁRIO', to: USERS_REGISTER_PATH } : undefined}
    >
      <Input.Search
        allowClear
        placeholder="Buscar por nome ou e-mail"
        aria-label="Buscar usuários"
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(value) => {
          setBusca(value.trim());
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <DataTable<AdminUserRow>
        rowKey="id"
        columns={columns}
        data={users.data?.rh_usuario}
        loading={users.isFetching}
        server={{
          total: users.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        actions={[
          {
            key: 'profile',
            label: 'Perfil',
            icon: <IdcardOutlined />,
            iconOnly: true,
            onClick: (u) => navigate(userProfilePath(u.id)),
          },
          {
            key: 'edit',
            can: 'users.manage',
            label: 'Editar',
            icon: <EditOutlined />,
            iconOnly: true,
            onClick: (u) => navigate(`${USERS_ADMIN_EDIT_PATH}/${u.id}`),
          },
          {
            key: 'roles',
            can: 'users.manage',
            label: 'Permissões',
            icon: <SafetyOutlined />,
            iconOnly: true,
            onClick: (u) => navigate(`${PERMISSION_EDIT_PATH}/${u.id}`),
          },
          {
            key: 'disable',
            can: 'users.access',
            label: 'Desabilitar acesso',
            icon: <LockOutlined />,
            iconOnly: true,
            danger: true,
            hidden: (u) => u.habilitado !== true,
            disabled: self,
            onClick: (u) => switchAccess(u, false),
          },
          {
            key: 'enable',
            can: 'users.access',
            label: 'Habilitar acesso',
            icon: <UnlockOutlined />,
            iconOnly: true,
            hidden: (u) => u.habilitado !== false,
            onClick: (u) => switchAccess(u, true),
          },
          {
            key: 'reset',
            can: 'users.access',
            label: 'Exigir nova senha',
            icon: <KeyOutlined />,
            iconOnly: true,
            hidden: (u) => u.habilitado !== true || u.status !== 'CONFIRMED',
            disabled: self,
            onClick: demandReset,
          },
        ]}
      />
    </SectionLayout>
  );
}
