import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ConfirmPasswordResetBody = { email: string; code: string; password: string };

export function confirmPasswordReset(body: ConfirmPasswordResetBody): Promise<unknown> {
  return api<unknown>('/v1/auth/confirm-forgot-password', { method: 'POST', body, anonymous: true });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
