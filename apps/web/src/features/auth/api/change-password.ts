import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ChangePasswordBody = { oldPassword: string; newPassword: string };

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api('/v1/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
