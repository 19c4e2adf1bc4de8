import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { checkLogin, type LoginErrors, useSignIn } from '../api/sign-in';
import { REGISTER_HOME, RESET_PASSWORD, nextAfterLogin, registerPath } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { useStartSession } from '../use-start-session';

const NewPasswordStep = lazy(() =>
  import('../components/new-password-step').then((m) => ({ default: m.NewPasswordStep })),
);

type Challenge = { email: string; session: string };

/**
 * /home/login/enter and /intranet: sign-in, and the forced new password of a first access. The form is
 * plain HTML (no antd): it is the page every visitor loads first, on phones too.
 */
export function LoginPage() {
  const { tokens } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const startSession = useStartSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const arrived = location.state as { email?: string; notice?: string } | null;
  const presetEmail = arrived?.email ?? '';

  // Signed in (or just signing in): the same destination as useStartSession, so neither cancels the other.
  if (tokens) return <Navigate to={nextAfterLogin(location)} replace />;

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <NewPasswordStep key="new-password" email={challenge.email} session={challenge.session} onDone={startSession} />
      </Suspense>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    setFailure(null);
    setChecking(true);
    const found = await checkLogin(values).finally(() => setChecking(false));
    setErrors(found);
    if (Object.keys(found).length) return;
    signIn.mutate(values, {
      onSuccess: (res) => {
        if ('challenge' in res) setChallenge({ email: values.email, session: res.session });
        else startSession(res);
      },
      onError: (error) => {
        setFailure(errorText(error));
        if (error instanceof ApiError && error.reason === 'UserNotConfirmedException')
          navigate(REGISTER_HOME, { state: { confirmEmail: values.email } });
        if (error instanceof ApiError && error.reason === 'PasswordResetRequiredException')
          navigate(RESET_PASSWORD, { state: { email: values.email } });
      },
    });
  };

  const staff = location.pathname === '/intranet';
  const busy = checking || signIn.isPending;
  return (
    <AuthCard
      title="Entrar"
      subtitle={staff ? 'Acesso dos colaboradores' : 'Acesse com seu e-mail e senha'}
      footer={
        <>
          <Link to={RESET_PASSWORD}>Esqueci minha senha</Link>
          <Link to={registerPath(new URLSearchParams(location.search).get('next'))}>Cadastre-se</Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {arrived?.notice && !failure && (
          <div className="plain-notice" role="status">
            {arrived.notice}
          </div>
        )}
        {failure && (
          <div className="plain-alert" role="alert">
            {failure}
          </div>
        )}
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          defaultValue={presetEmail}
          error={errors.email}
          autoFocus
        />
        <Field name="password" label="Senha" type="password" autoComplete="current-password" error={errors.password} />
        <button
          type="submit"
          className="plain-button plain-button--primary plain-button--block"
          disabled={busy}
          aria-busy={busy}
        >
          Entrar
        </button>
      </form>
    </AuthCard>
  );
}

type FieldProps = {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: string;
  defaultValue?: string;
  autoFocus?: boolean;
};

function Field({ name, label, error, ...input }: FieldProps) {
  const id = `login-${name}`;
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <span id={`${id}-error`} className="plain-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
