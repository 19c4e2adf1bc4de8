import { Button, Form } from 'antd';
import type { Tokens } from '@intranet/shared/auth/auth.schemas';
import { AntdProvider } from '../../../components/antd/antd-provider';
import { useNotify } from '../../../lib/notify';
import { useCompleteNewPassword } from '../api/complete-new-password';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './password-fields';

type Props = { email: string; session: string; onDone: (tokens: Tokens) => void };

/** First access: the forced new password, loaded only when the sign-in answers with that challenge. */
export function NewPasswordStep(props: Props) {
  return (
    <AntdProvider>
      <NewPasswordForm {...props} />
    </AntdProvider>
  );
}

function NewPasswordForm({ email, session, onDone }: Props) {
  const notify = useNotify();
  const newPassword = useCompleteNewPassword();
  return (
    <AuthCard title="Primeiro acesso" subtitle="Para continuar, defina uma nova senha.">
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { password: string }) =>
          newPassword.mutate(
            { email, session, password: v.password },
            { onSuccess: onDone, onError: (e) => notify.fail(e) },
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
