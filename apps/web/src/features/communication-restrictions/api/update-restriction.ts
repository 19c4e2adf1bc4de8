import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import type { RestrictionPatch } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { call } from '../../../lib/api-client';

/** The channels (the list's buttons, the edit form) and the provider. */
export function updateRestriction({ id, body }: { id: number; body: RestrictionPatch }) {
  return call(API.update, { params: { id }, body });
}

export function useUpdateRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRestriction,
    onSuccess: () => client.invalidateQueries({ queryKey: ['communication-restrictions'] }),
  });
}
