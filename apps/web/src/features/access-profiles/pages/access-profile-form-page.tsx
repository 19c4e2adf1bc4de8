import { Alert, Button, Form, Input, Skeleton, Switch, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCESS_PROFILES_MSG as MSG } from '@intranet/shared/access-profiles/access-profiles.messages';
import { accessProfileBody, type AccessProfileBody } from '@intranet/shared/access-profiles/access-profiles.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG as FORM_MSG } from '@intranet/shared/validation/messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useAccessProfile, useCreateAccessProfile, useUpdateAccessProfile } from '../api/access-profile-calls';
import { ACCESS_PROFILES_LIST_PATH } from '../access-profiles-paths';
import { RoleLevelsField } from '../../../components/role-levels/role-levels-field';

const rules = zodRules(accessProfileBody) as Record<string, FormRule[]>;
const LABELS = { nome: 'Nome', ativo: 'Ativo', roles: 'Papéis' };

function ProfileForm({
  initial,
  saving,
  onSubmit,
}: {
  initial: AccessProfileBody;
  saving: boolean;
  onSubmit: (v: AccessProfileBody, form: ReturnType<typeof Form.useForm>[0]) => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v: AccessProfileBody) => onSubmit(v, form)}
      onFinishFailed={() => notify.error(FORM_MSG.fillRequired)}
    >
      <Typography.Text type="danger">{FORM_MSG.requiredBanner}</Typography.Text>
      <Form.Item name="nome" label="Nome" rules={rules.nome} style={{ marginTop: 16, maxWidth: 480 }}>
        <Input maxLength={maxLengthOf(accessProfileBody.shape.nome)} autoFocus />
      </Form.Item>
      <Form.Item name="ativo" label="Situação" valuePropName="checked">
        <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
      </Form.Item>
      <Form.Item name="roles" label="Papéis por módulo" rules={rules.roles}>
        <RoleLevelsField />
      </Form.Item>
      <Typography.Paragraph type="secondary">{MSG.nextSignIn}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}

export function AccessProfileRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateAccessProfile();
  return (
    <SectionLayout title="NOVO PERFIL DE ACESSO" back={ACCESS_PROFILES_LIST_PATH}>
      <ProfileForm
        initial={{ nome: '', ativo: true, roles: [] }}
        saving={create.isPending}
        onSubmit={(values, form) =>
          create.mutate(accessProfileBody.parse(values), {
            onSuccess: () => {
              notify.success(MSG.created);
              navigate(ACCESS_PROFILES_LIST_PATH);
            },
            onError: (error) => {
              notify.fail(error, MSG.createFailed);
              showServerErrors(form, error, { nameField: 'nome' });
            },
          })
        }
      />
    </SectionLayout>
  );
}

export function AccessProfileEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <AccessProfileEdit id={parsed.data} />;
}

function AccessProfileEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const profile = useAccessProfile(id);
  const update = useUpdateAccessProfile();
  return (
    <SectionLayout title="EDITAR PERFIL DE ACESSO" back={ACCESS_PROFILES_LIST_PATH}>
      {profile.isPending ? (
        <Skeleton active />
      ) : profile.isError ? (
        <Alert type="error" showIcon title={errorText(profile.error)} />
      ) : (
        <>
          <ProfileForm
            key={profile.data.id}
            initial={{ nome: profile.data.nome, ativo: profile.data.ativo, roles: profile.data.roles }}
            saving={update.isPending}
            onSubmit={(values, form) =>
              update.mutate(
                { id, ...accessProfileBody.parse(values) },
                {
                  onSuccess: () => {
                    notify.success(MSG.edited);
                    navigate(ACCESS_PROFILES_LIST_PATH);
                  },
                  onError: (error) => {
                    notify.fail(error, MSG.editFailed);
                    showServerErrors(form, error, { nameField: 'nome' });
                  },
                },
              )
            }
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer tabela="rh_perfil" id={id} labels={LABELS} ignore={['id', 'created_at', 'updated_at']} />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
