import { useEffect, useState } from 'react';
import { Alert, Button, Select, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SUPERADMIN, roleModule } from '@intranet/shared/auth/roles';
import { isPartnerRoles } from '@intranet/shared/partners/partners.rules';
import { USERS_MSG } from '@intranet/shared/users/users.messages';
import {
  SUPERADMIN_PROFILE,
  type GrantableModule,
  grantableModules,
  levelsByModule,
  rolesOfLevels,
} from '@intranet/shared/users/users.rules';
import { idParam } from '@intranet/shared/validation/fields';
import { RoleLevelsField } from '../../../components/role-levels/role-levels-field';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  useAdminUser,
  useProfileOptions,
  useSetUserProfiles,
  useSetUserRoles,
  useUserPermissions,
} from '../api/users-admin-calls';
import { USERS_LIST_PATH } from '../users-paths';
import { USER_LABELS } from './user-form-page';

/** `/settings/permission/edit/:id`: the person's roles module by module, and (superadmin) their access profiles. */
export function UserPermissionsPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <UserPermissions id={parsed.data} />;
}

function UserPermissions({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const actorRoles = useSession().user?.roles ?? [];
  const superadmin = actorRoles.includes(SUPERADMIN);
  const user = useAdminUser(id);
  const permissions = useUserPermissions(id);
  const profiles = useProfileOptions(superadmin);
  const saveRoles = useSetUserRoles();
  const setProfiles = useSetUserProfiles();
  const [roles, setRoles] = useState<string[]>([]);
  const [chosenProfiles, setChosenProfiles] = useState<number[]>([]);
  const mine = new Set(grantableModules(actorRoles));

  useEffect(() => {
    if (!permissions.data) return;
    setRoles(permissions.data.roles);
    setChosenProfiles(permissions.data.perfis.map((p) => p.id));
  }, [permissions.data]);

  if (user.isPending || permissions.isPending)
    return (
      <SectionLayout title="PERMISSÕES" back={USERS_LIST_PATH}>
        <Skeleton active />
      </SectionLayout>
    );
  if (user.isError || permissions.isError)
    return (
      <SectionLayout title="PERMISSÕES" back={USERS_LIST_PATH}>
        <Alert type="error" showIcon title={errorText(user.error ?? permissions.error)} />
      </SectionLayout>
    );

  const superadminProfile = permissions.data.perfis.find((p) => p.nome === SUPERADMIN_PROFILE);
  const fromProfiles = (module: GrantableModule) =>
    permissions.data.perfis.flatMap((p) =>
      p.roles.filter((r) => roleModule(r) === module).map((r) => `${p.nome}: ${r.split(':')[1]}`),
    );

  const save = async () => {
    try {
      // Only the modules the actor holds are theirs to grant; the server checks the same.
      const wanted = rolesOfLevels(
        Object.fromEntries(Object.entries(levelsByModule(roles)).filter(([m]) => mine.has(m as GrantableModule))),
      );
      await saveRoles.mutateAsync({ id, roles: wanted });
      if (superadmin) await setProfiles.mutateAsync({ id, perfis: chosenProfiles });
      notify.success(USERS_MSG.saved);
      navigate(USERS_LIST_PATH);
    } catch (error) {
      notify.fail(error, USERS_MSG.saveFailed);
    }
  };

  const name = [user.data.nome, user.data.sobrenome].filter(Boolean).join(' ');
  return (
    <SectionLayout title="PERMISSÕES" back={USERS_LIST_PATH}>
      <Typography.Title level={5}>{name}</Typography.Title>
      {user.data.funcionario &&
        isPartnerRoles([...permissions.data.roles, ...permissions.data.perfis.flatMap((p) => p.roles)]) && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Esta pessoa não é colaboradora: é um parceiro (vendedor externo)."
            action={<Link to={`/settings/permission/partner/profile/${id}`}>Permissões do parceiro</Link>}
          />
        )}
      {superadmin && (
        <div style={{ marginBottom: 24 }}>
          <Typography.Text strong>Perfis de acesso</Typography.Text>
          <Select
            mode="multiple"
            aria-label="Perfis de acesso"
            style={{ width: '100%', marginTop: 8 }}
            loading={profiles.isLoading}
            value={chosenProfiles}
            onChange={(next: number[]) =>
              setChosenProfiles(
                superadminProfile && !next.includes(superadminProfile.id) ? [...next, superadminProfile.id] : next,
              )
            }
            options={(profiles.data ?? []).map((p) => ({
              value: p.id,
              label: p.nome,
              disabled: p.nome === SUPERADMIN_PROFILE && !!superadminProfile,
            }))}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
            As alterações valem a partir do próximo acesso do usuário.
          </Typography.Paragraph>
        </div>
      )}
      <RoleLevelsField
        value={roles}
        onChange={setRoles}
        editable={(module) => mine.has(module)}
        inherited={fromProfiles}
      />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={() => navigate(-1)}>Cancelar</Button>
        <Button type="primary" onClick={() => void save()} loading={saveRoles.isPending || setProfiles.isPending}>
          Salvar
        </Button>
      </div>
      <div style={{ marginTop: 24 }}>
        <HistoryViewer tabela="rh_usuario" id={id} labels={USER_LABELS} ignore={['id', 'updated_at', 'created_at']} />
      </div>
    </SectionLayout>
  );
}
