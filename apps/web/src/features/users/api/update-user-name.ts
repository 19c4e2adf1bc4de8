import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserNameBody, UserNameResponse } from '@intranet/shared/users/users.schemas';
import { api } from '../../../lib/api-client';
import { roleFor } from '../../../lib/session';
import { meKey } from '../../../app/shell/get-me';

export type UpdateUserNameVars = { id: number } & UserNameBody;

export function updateUserName({ id, ...body }: UpdateUserNameVars): Promise<UserNameResponse> {
  return api<UserNameResponse>(`/v1/user/${id}`, { method: 'PUT', body, role: roleFor('rh') });
}

export function useUpdateUserName() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserName, onSuccess: () => client.invalidateQueries({ queryKey: meKey }) });
}
