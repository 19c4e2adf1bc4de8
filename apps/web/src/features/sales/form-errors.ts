import type { FormInstance } from 'antd';
import { applyServerErrors } from '../../components/form/zod-rules';
import { ApiError } from '../../lib/api-client';

/** Puts the server's reason under the field it concerns: each 400 field, or the name on a 409. */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (applyServerErrors(form, error)) return;
  if (error.status === 409) form.setFields([{ name: 'nome', errors: [error.message] }]);
}
