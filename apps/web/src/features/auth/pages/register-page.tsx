import { useState } from 'react';
import { Button, Form } from 'antd';
import { TextInput } from '../components/inputs';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmRegistrationBody, registerBody } from '@intranet/shared/auth/auth.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useRegisterCandidate } from '../api/register-candidate';
import { useResendConfirmation } from '../api/resend-confirmation';
import { LOGIN_HOME, loginPath } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/password-fields';

const rules = zodRules(registerBody);
const confirmRules = zodRules(confirmRegistrationBody);

export const REGISTRATION_CODE_SENT = 'Enviamos um código de 6 dígitos para o seu e-mail.';
export const REGISTRATION_DONE = 'Cadastro confirmado com sucesso! Entre com seu e-mail e senha.';

/** /home/login/register: candidate registration, then the 6-digit confirmation code. */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const register = useRegisterCandidate();
  const confirm = useConfirmRegistration();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState<string | null>(
    (location.state as { confirmEmail?: string } | null)?.confirmEmail ?? null,
  );

  if (!email) {
    return (
      <AuthCard
        title="Cadastre-se"
        subtitle="Crie sua conta para acompanhar as vagas."
        footer={<Link to={LOGIN_HOME}>Já tenho cadastro</Link>}
      >
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(v: { nome: string; email: string; password: string }) => {
            const value = v.email.trim();
            register.mutate(
              { nome: v.nome.trim(), email: value, password: v.password },
              {
                onSuccess: () => {
                  notify.success(REGISTRATION_CODE_SENT);
                  setEmail(value);
                },
                onError: (e) => notify.fail(e),
              },
            );
          }}
        >
          <Form.Item name="nome" label="Nome completo" rules={rules.nome}>
            <TextInput autoComplete="name" autoFocus />
          </Form.Item>
          <Form.Item name="email" label="E-mail" rules={rules.email}>
            <TextInput type="email" autoComplete="email" />
          </Form.Item>
          <NewPasswordFields label="Senha" confirmLabel="Confirme a senha" />
          <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
            Cadastrar
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirme seu cadastro" subtitle={`${REGISTRATION_CODE_SENT} (${email})`}>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { code: string }) =>
          confirm.mutate(
            { email, code: v.code.trim() },
            {
              onSuccess: () => {
                notify.success(REGISTRATION_DONE);
                navigate(loginPath(new URLSearchParams(location.search).get('next') ?? undefined), {
                  replace: true,
                  state: { email },
                });
              },
              onError: (e) => notify.fail(e),
            },
          )
        }
      >
        <Form.Item name="code" label="Código de verificação" rules={confirmRules.code}>
          <TextInput inputMode="numeric" maxLength={6} autoComplete="one-time-code" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
          Confirmar
        </Button>
        <Button
          color="primary"
          variant="link"
          block
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email },
              { onSuccess: () => notify.success(REGISTRATION_CODE_SENT), onError: (e) => notify.fail(e) },
            )
          }
        >
          Reenviar código
        </Button>
      </Form>
    </AuthCard>
  );
}
