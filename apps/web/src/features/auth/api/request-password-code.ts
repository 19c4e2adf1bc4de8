import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RequestPasswordCodeBody = { email: string };

export function requestPasswordCode(body: RequestPasswordCodeBody): Promise<unknown> {
  return api<unknown>('/v1/auth/forgot-password', { method: 'POST', body, anonymous: true });
}

export function useRequestPasswordCode() {
  return useMutation({ mutationFn: requestPasswordCode });
}
