import { useMutation } from '@tanstack/react-query';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { ConfirmRegistrationBody } from '@intranet/shared/auth/auth.schemas';
import { call } from '../../../lib/api-client';

export function confirmRegistration(body: ConfirmRegistrationBody) {
  return call(AUTH_API.confirmRegistration, { body });
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
