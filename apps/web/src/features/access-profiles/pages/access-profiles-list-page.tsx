import { App } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ACCESS_PROFILES_MSG as MSG } from '@intranet/shared/access-profiles/access-profiles.messages';
import type { AccessProfileRow } from '@intranet/shared/access-profiles/access-profiles.schemas';
import { SUPERADMIN_PROFILE } from '@intranet/shared/users/users.rules';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useAccessProfiles, useDeleteAccessProfile } from '../api/access-profile-calls';
import { ACCESS_PROFILES_EDIT_PATH, ACCESS_PROFILES_REGISTER_PATH } from '../access-profiles-paths';
import { roleText } from '../../../components/role-levels/role-levels-field';

const columns: DataTableColumn<AccessProfileRow>[] = [
  { key: 'nome', title: 'Perfil' },
  { key: 'roles', title: 'Papéis', value: (p) => p.roles.map(roleText).join(', ') },
  { key: 'usuarios', title: 'Usuários', align: 'right' },
  {
    key: 'ativo',
    title: 'Situação',
    value: (p) => (p.ativo ? 'Ativo' : 'Inativo'),
    badge: (p) => ({ text: p.ativo ? 'Ativo' : 'Inativo', color: p.ativo ? 'green' : 'red' }),
  },
];

/** `/access-profiles/list`: named role sets; 'Super Admin' rows cannot be deleted (spec 002 §6). */
export function AccessProfilesListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const profiles = useAccessProfiles();
  const remove = useDeleteAccessProfile();
  useErrorToast(profiles.isError, MSG.deleteFailed.replace('excluir', 'carregar'));

  const ask = (row: AccessProfileRow) =>
    modal.confirm({
      title: MSG.confirmDelete,
      content: row.nome,
      okText: 'Excluir',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(row.id).then(
          () => notify.success(MSG.deleted),
          (e) => notify.fail(e, MSG.deleteFailed),
        ),
    });

  return (
    <SectionLayout title={MSG.title} back="/settings/home" add={{ label: MSG.add, to: ACCESS_PROFILES_REGISTER_PATH }}>
      <DataTable<AccessProfileRow>
        rowKey="id"
        columns={columns}
        data={profiles.data}
        loading={profiles.isLoading}
        actions={[
          {
            key: 'edit',
            can: 'access-profile.manage',
            label: 'Editar',
            icon: <EditOutlined />,
            iconOnly: true,
            disabled: (p) => p.nome === SUPERADMIN_PROFILE,
            onClick: (p) => navigate(`${ACCESS_PROFILES_EDIT_PATH}/${p.id}`),
          },
          {
            key: 'delete',
            can: 'access-profile.manage',
            label: 'Excluir',
            icon: <DeleteOutlined />,
            iconOnly: true,
            danger: true,
            disabled: (p) => p.nome === SUPERADMIN_PROFILE,
            onClick: ask,
          },
        ]}
      />
    </SectionLayout>
  );
}
