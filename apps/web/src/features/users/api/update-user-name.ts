import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_API } from '@intranet/shared/users/users.contract';
import type { UserNameBody } from '@intranet/shared/users/users.schemas';
import { call } from '../../../lib/api-client';
import { meKey } from '../../../lib/me';

export type UpdateUserNameVars = { id: number } & UserNameBody;

export function updateUserName({ id, ...body }: UpdateUserNameVars) {
  return call(USERS_API.updateName, { params: { id }, body });
}

export function useUpdateUserName() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserName, onSuccess: () => client.invalidateQueries({ queryKey: meKey }) });
}
