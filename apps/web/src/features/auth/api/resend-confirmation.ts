import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendConfirmationBody = { email: string };

export function resendConfirmation(body: ResendConfirmationBody): Promise<unknown> {
  return api<unknown>('/v1/auth/resend-confirmation', { method: 'POST', body, anonymous: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
