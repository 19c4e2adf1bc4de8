import { useEffect, useState } from 'react';
import { Button, Form } from 'antd';
import { PasswordInput, TextInput } from '../components/inputs';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCompleteNewPassword } from '../api/complete-new-password';
import { useSignIn } from '../api/sign-in';
import { loadAuthSchemas, loginRules as rules } from '../auth-rules';
import { REGISTER_HOME, RESET_PASSWORD, nextAfterLogin } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/password-fields';
import { useStartSession } from '../use-start-session';

type Challenge = { email: string; session: string };

/** /home/login/enter and /intranet: sign-in, and the forced new password of a first access. */
export function LoginPage() {
  const { tokens } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const signIn = useSignIn();
  const newPassword = useCompleteNewPassword();
  const startSession = useStartSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const presetEmail = (location.state as { email?: string } | null)?.email;
  useEffect(() => {
    void loadAuthSchemas();
  }, []);

  // Signed in (or just signing in): the same destination as useStartSession, so neither cancels the other.
  if (tokens) return <Navigate to={nextAfterLogin(location)} replace />;

  const onLogin = (values: { email: string; password: string }) => {
    const email = values.email.trim();
    signIn.mutate(
      { email, password: values.password },
      {
        onSuccess: (res) => {
          if ('challenge' in res) setChallenge({ email, session: res.session });
          else startSession(res);
        },
        onError: (error) => {
          notify.fail(error);
          if (error instanceof ApiError && error.reason === 'UserNotConfirmedException')
            navigate(REGISTER_HOME, { state: { confirmEmail: email } });
          if (error instanceof ApiError && error.reason === 'PasswordResetRequiredException') navigate(RESET_PASSWORD, { state: { email } });
        },
      },
    );
  };

  if (challenge) {
    // Its own key: React would otherwise keep the sign-in form's state, temporary password included.
    return (
      <AuthCard key="new-password" title="Primeiro acesso" subtitle="Para continuar, defina uma nova senha.">
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(v: { password: string }) =>
            newPassword.mutate(
              { email: challenge.email, session: challenge.session, password: v.password },
              { onSuccess: startSession, onError: (e) => notify.fail(e) },
            )
          }
        >
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block size="large" loading={newPassword.isPending}>
            Salvar nova senha
          </Button>
        </Form>
      </AuthCard>
    );
  }

  const staff = location.pathname === '/intranet';
  return (
    <AuthCard
      title="Entrar"
      subtitle={staff ? 'Acesso dos colaboradores' : 'Acesse com seu e-mail e senha'}
      footer={
        <>
          <Link to={RESET_PASSWORD}>Esqueci minha senha</Link>
          <Link to={REGISTER_HOME}>Cadastre-se</Link>
        </>
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={onLogin} initialValues={{ email: presetEmail }}>
        <Form.Item name="email" label="E-mail" rules={rules.email}>
          <TextInput type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Senha" rules={rules.password}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          Entrar
        </Button>
      </Form>
    </AuthCard>
  );
}
