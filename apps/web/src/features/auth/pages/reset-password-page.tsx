import { Button, Form } from 'antd';
import { TextInput } from '../components/inputs';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmForgotPasswordBody } from '@intranet/shared/auth/auth.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { useTabState } from '../../../lib/use-tab-state';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordCode } from '../api/request-password-code';
import { LOGIN_HOME } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/password-fields';

const rules = zodRules(confirmForgotPasswordBody);

export const CODE_SENT = 'Enviamos um código de verificação para o seu e-mail.';
export const PASSWORD_RESET_DONE = 'Senha redefinida com sucesso! Entre com a nova senha.';

/** /reset-password: request a code by e-mail, then e-mail + code + new password. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const request = useRequestPasswordCode();
  const confirm = useConfirmPasswordReset();
  // The step survives a reload of the tab: the code already mailed is still the one to type.
  const [email, setEmail] = useTabState<string | null>('intranet.reset-password.email', null);
  const presetEmail = (location.state as { email?: string } | null)?.email;

  if (!email) {
    return (
      <AuthCard
        title="Esqueci minha senha"
        subtitle="Informe seu e-mail para receber o código de verificação."
        footer={<Link to={LOGIN_HOME}>Voltar para o login</Link>}
      >
        <Form
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: presetEmail }}
          onFinish={(v: { email: string }) => {
            const value = v.email.trim();
            request.mutate(
              { email: value },
              {
                onSuccess: () => {
                  notify.success(CODE_SENT);
                  setEmail(value);
                },
                onError: (e) => notify.fail(e),
              },
            );
          }}
        >
          <Form.Item name="email" label="E-mail" rules={rules.email}>
            <TextInput type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
            Enviar código
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Redefinir senha" subtitle={CODE_SENT} footer={<Link to={LOGIN_HOME}>Voltar para o login</Link>}>
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ email }}
        onFinish={(v: { email: string; code: string; password: string }) =>
          confirm.mutate(
            { email: v.email.trim(), code: v.code.trim(), password: v.password },
            {
              onSuccess: () => {
                setEmail(null);
                navigate(LOGIN_HOME, { replace: true, state: { email: v.email.trim(), notice: PASSWORD_RESET_DONE } });
              },
              onError: (e) => notify.fail(e),
            },
          )
        }
      >
        <Form.Item name="email" label="E-mail" rules={rules.email}>
          <TextInput type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="code" label="Código de verificação" rules={rules.code}>
          <TextInput inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
          Redefinir senha
        </Button>
        <Button color="primary" variant="link" block onClick={() => setEmail(null)}>
          Reenviar código
        </Button>
      </Form>
    </AuthCard>
  );
}
