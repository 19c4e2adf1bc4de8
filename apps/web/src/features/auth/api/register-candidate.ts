import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegisterCandidateBody = { nome: string; email: string; password: string };

export function registerCandidate(body: RegisterCandidateBody): Promise<unknown> {
  return api<unknown>('/v1/auth/register', { method: 'POST', body, anonymous: true });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
