import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { ChangePasswordBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return call(AUTH_API.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
