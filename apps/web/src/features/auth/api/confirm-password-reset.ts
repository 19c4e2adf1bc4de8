import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { ConfirmForgotPasswordBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function confirmPasswordReset(body: ConfirmForgotPasswordBody) {
  return call(AUTH_API.confirmForgotPassword, { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
