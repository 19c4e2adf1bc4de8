import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { ForgotPasswordBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function resendConfirmation(body: ForgotPasswordBody) {
  return call(AUTH_API.resendConfirmation, { body });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
