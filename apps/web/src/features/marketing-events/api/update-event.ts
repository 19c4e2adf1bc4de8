import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import type { EventPatch } from '@intranet/shared/marketing-events/marketing-events.schemas';
import { call } from '../../../lib/api-client';

/** `PATCH … { object }`: an edit, or the list's status toggle. */
export function updateEvent({ id, object }: { id: number; object: EventPatch }) {
  return call(API.update, { params: { id }, body: { object } });
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['marketing-events'] }),
  });
}
