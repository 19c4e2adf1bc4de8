import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from './zod-rules';

/** Puts the server's reason under the field it concerns: each 400 field, or the name on a 409. */
export function showFieldErrors(form: FormInstance, error: unknown, nameField = 'nome'): void {
  if (!(error instanceof ApiError)) return;
  if (applyServerErrors(form, error)) return;
  if (error.status === 409) form.setFields([{ name: nameField, errors: [error.message] }]);
}
