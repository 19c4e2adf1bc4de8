import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@intranet/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

export type SignInBody = { email: string; password: string };

export function signIn(body: SignInBody): Promise<LoginResponse> {
  return api<LoginResponse>('/v1/auth/login', { method: 'POST', body, anonymous: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
