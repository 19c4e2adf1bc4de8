import { Form, Modal } from 'antd';
import { PasswordInput } from './inputs';
import { changePasswordBody } from '@intranet/shared/auth/auth.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './password-fields';

const rules = zodRules(changePasswordBody);
export const PASSWORD_CHANGED = 'Senha alterada com sucesso!';

/**
 * 'Alterar senha' of the profile menu: current password, then a new one under the policy. The
 * server ends the user's other sessions and renews this one's tokens.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const notify = useNotify();
  const change = useChangePassword();
  return (
    <Modal
      open={open}
      title="Alterar senha"
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { oldPassword: string; newPassword: string }) =>
          change.mutate(
            { oldPassword: v.oldPassword, newPassword: v.newPassword },
            {
              onSuccess: (tokens) => {
                session.setTokens(tokens);
                notify.success(PASSWORD_CHANGED);
                onClose();
              },
              onError: (e) => notify.fail(e),
            },
          )
        }
      >
        <Form.Item name="oldPassword" label="Senha atual" rules={rules.oldPassword}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
      </Form>
    </Modal>
  );
}
