import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ConfirmRegistrationBody = { email: string; code: string };

export function confirmRegistration(body: ConfirmRegistrationBody): Promise<unknown> {
  return api<unknown>('/v1/auth/confirm-registration', { method: 'POST', body, anonymous: true });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
