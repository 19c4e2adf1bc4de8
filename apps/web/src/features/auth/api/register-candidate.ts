import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { RegisterBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function registerCandidate(body: RegisterBody) {
  return call(AUTH_API.register, { body });
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
