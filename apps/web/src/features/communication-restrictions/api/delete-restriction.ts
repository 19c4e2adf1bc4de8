import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { call } from '../../../lib/api-client';

export function deleteRestriction(id: number) {
  return call(API.remove, { params: { id } });
}

export function useDeleteRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRestriction,
    onSuccess: () => client.invalidateQueries({ queryKey: ['communication-restrictions'] }),
  });
}
