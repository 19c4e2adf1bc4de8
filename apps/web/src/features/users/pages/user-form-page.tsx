import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import {
  editUserBody,
  inviteUserBody,
  type AdminUserRow,
  type InviteUserBody,
} from '@intranet/shared/users/users.schemas';
import { USERS_MSG } from '@intranet/shared/users/users.messages';
import { MSG } from '@intranet/shared/validation/messages';
import { idParam } from '@intranet/shared/validation/fields';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { PlacementFields } from '../../../components/lookups/placement-fields';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useAdminUser, useEditUser, useInviteUser } from '../api/users-admin-calls';
import { USERS_LIST_PATH } from '../users-paths';

const inviteRules = zodRules(inviteUserBody) as Record<string, FormRule[]>;
const editRules = zodRules(editUserBody) as Record<string, FormRule[]>;

/** Labels of the person's fields, for the form and the edit history. */
export const USER_LABELS: Record<string, string> = {
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  email: 'E-mail',
  id_empresa: 'Provedor',
  id_departamento: 'Departamento',
  id_setor: 'Setor',
  id_cargo: 'Cargo',
  data_admissao: 'Data de admissão',
  roles: 'Papéis',
  perfis: 'Perfis de acesso',
  ativo: 'Ativo',
  funcionario: 'Funcionário',
};

type Values = InviteUserBody;

function UserForm({
  initial,
  editing,
  saving,
  onSubmit,
}: {
  initial?: Partial<Values>;
  editing: boolean;
  saving: boolean;
  onSubmit: (v: Values, form: ReturnType<typeof Form.useForm<Values>>[0]) => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const rules = editing ? editRules : inviteRules;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => onSubmit(values, form)}
      onFinishFailed={() => notify.error(MSG.fillRequired)}
      style={{ maxWidth: 560 }}
    >
      <Typography.Text type="danger">{MSG.requiredBanner}</Typography.Text>
      <Form.Item name="nome" label="Nome" rules={rules.nome} style={{ marginTop: 16 }}>
        <Input maxLength={maxLengthOf(inviteUserBody.shape.nome)} autoFocus />
      </Form.Item>
      <Form.Item name="sobrenome" label="Sobrenome" rules={rules.sobrenome}>
        <Input maxLength={maxLengthOf(inviteUserBody.shape.sobrenome)} />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={editing ? undefined : rules.email}>
        <Input type="email" maxLength={maxLengthOf(inviteUserBody.shape.email)} disabled={editing} />
      </Form.Item>
      <PlacementFields rules={rules} />
      <Form.Item name="data_admissao" label="Data de admissão" {...isoDayItem}>
        <IsoDayPicker />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {editing ? 'Salvar' : 'Convidar'}
        </Button>
      </div>
    </Form>
  );
}

/** `/users/register`: a manager invites an employee; the temporary password goes by e-mail. */
export function UserRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const invite = useInviteUser();
  return (
    <SectionLayout title="CONVIDAR USUÁRIO" back={USERS_LIST_PATH}>
      <UserForm
        editing={false}
        saving={invite.isPending}
        onSubmit={(values, form) =>
          invite.mutate(inviteUserBody.parse(values), {
            onSuccess: () => {
              notify.success(USERS_MSG.invited);
              navigate(USERS_LIST_PATH);
            },
            onError: (error) => {
              notify.fail(error, USERS_MSG.inviteFailed);
              showServerErrors(form, error, { nameField: 'email' });
            },
          })
        }
      />
    </SectionLayout>
  );
}

const initialOf = (u: AdminUserRow): Partial<Values> => ({
  nome: u.nome ?? '',
  sobrenome: u.sobrenome ?? '',
  email: u.email ?? '',
  id_empresa: u.empresa?.id,
  id_departamento: u.departamento?.id,
  id_setor: u.setor?.id,
  id_cargo: u.cargo?.id,
  data_admissao: u.data_admissao,
});

/** `/users/edit/:id`: name, placement and admission date, with the person's edit history. */
export function UserAdminEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <UserAdminEdit id={parsed.data} />;
}

function UserAdminEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useAdminUser(id);
  const edit = useEditUser();
  return (
    <SectionLayout title="EDITAR USUÁRIO" back={USERS_LIST_PATH}>
      {user.isPending ? (
        <Skeleton active />
      ) : user.isError ? (
        <Alert type="error" showIcon title={errorText(user.error)} />
      ) : (
        <>
          <UserForm
            key={user.data.id}
            editing
            initial={initialOf(user.data)}
            saving={edit.isPending}
            onSubmit={({ email: _email, ...values }, form) =>
              edit.mutate(
                { id, ...editUserBody.parse(values) },
                {
                  onSuccess: () => {
                    notify.success(USERS_MSG.saved);
                    navigate(USERS_LIST_PATH);
                  },
                  onError: (error) => {
                    notify.fail(error, USERS_MSG.saveFailed);
                    showServerErrors(form, error);
                  },
                },
              )
            }
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="rh_usuario"
              id={id}
              labels={USER_LABELS}
              ignore={['id', 'updated_at', 'created_at']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
