import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import type { RestrictionInput } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { call } from '../../../lib/api-client';

export function createRestriction(body: RestrictionInput) {
  return call(API.create, { body });
}

export function useCreateRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRestriction,
    onSuccess: () => client.invalidateQueries({ queryKey: ['communication-restrictions'] }),
  });
}
