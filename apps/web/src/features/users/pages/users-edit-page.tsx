import { Button, Form, Input, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { userNameBody, type UserNameBody } from '@intranet/shared/users/users.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { session, useSession } from '../../../lib/session';
import { useUpdateUserName } from '../api/update-user-name';

const rules = zodRules(userNameBody);

/** UsersEdit: where a signed-in user without a name is sent to fill it in. */
export function UsersEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useSession();
  const update = useUpdateUserName();
  const [form] = Form.useForm<UserNameBody>();
  const userId = Number(id);
  const own = user?.usuarioId === userId;

  const submit = (values: UserNameBody) =>
    update.mutate(
      { id: userId, ...userNameBody.parse(values) },
      {
        onSuccess: ({ rh_usuario }) => {
          if (own && user) session.setUser({ ...user, nome: rh_usuario.nome });
          notify.success('Dados atualizados com sucesso!');
          navigate('/');
        },
        onError: (error) => notify.fail(error),
      },
    );

  return (
    <SectionLayout title="Editar usuário">
      {own && !user?.nome && <Typography.Paragraph>Informe seu nome para continuar.</Typography.Paragraph>}
      <Typography.Text type="danger">{MSG.requiredBanner}</Typography.Text>
      <Form<UserNameBody>
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={() => notify.error(MSG.fillRequired)}
        style={{ maxWidth: 480, marginTop: 16 }}
      >
        <Form.Item name="nome" label="Nome" rules={rules.nome}>
          <Input autoFocus maxLength={maxLengthOf(userNameBody.shape.nome)} />
        </Form.Item>
        <Form.Item name="sobrenome" label="Sobrenome" rules={rules.sobrenome}>
          <Input maxLength={maxLengthOf(userNameBody.shape.sobrenome)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Salvar
        </Button>
      </Form>
    </SectionLayout>
  );
}
