import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const deleteAccount = (input: EndpointInput<typeof CAREERS_API.deleteAccount>) =>
  call(CAREERS_API.deleteAccount, input);
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers'] }),
  });
}
