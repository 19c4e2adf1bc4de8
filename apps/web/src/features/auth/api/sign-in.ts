import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { LoginBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function signIn(body: LoginBody) {
  return call(AUTH_API.login, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
