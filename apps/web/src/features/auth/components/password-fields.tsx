import { Form } from 'antd';
import { MSG } from '@intranet/shared/validation/messages';
import { PasswordInput } from './inputs';
import { newPasswordRule } from '../auth-rules';

export const PASSWORDS_DIFFER = 'As senhas não coincidem.';

/** New password (policy from packages/shared) and its confirmation. */
export function NewPasswordFields({
  name = 'password',
  label = 'Nova senha',
  confirmLabel = 'Confirme a nova senha',
}: {
  name?: string;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <Form.Item name={name} label={label} rules={[newPasswordRule]} hasFeedback>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: MSG.required },
          ({ getFieldValue }) => ({
            validator: async (_r, value) => {
              if (value && value !== getFieldValue(name)) throw new Error(PASSWORDS_DIFFER);
            },
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
