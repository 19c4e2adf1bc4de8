import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { NewPasswordBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function completeNewPassword(body: NewPasswordBody) {
  return call(AUTH_API.newPassword, { body });
}

export function useCompleteNewPassword() {
  return useMutation({ mutationFn: completeNewPassword });
}
