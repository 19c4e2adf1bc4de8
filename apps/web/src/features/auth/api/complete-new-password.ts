import { useMutation } from '@tanstack/react-query';
import type { Tokens } from '@intranet/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

export type CompleteNewPasswordBody = { email: string; session: string; password: string };

export function completeNewPassword(body: CompleteNewPasswordBody): Promise<Tokens> {
  return api<Tokens>('/v1/auth/new-password', { method: 'POST', body, anonymous: true });
}

export function useCompleteNewPassword() {
  return useMutation({ mutationFn: completeNewPassword });
}
