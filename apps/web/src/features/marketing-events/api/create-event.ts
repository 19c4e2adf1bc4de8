import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import type { EventInput } from '@intranet/shared/marketing-events/marketing-events.schemas';
import { call } from '../../../lib/api-client';

export function createEvent(body: EventInput) {
  return call(API.create, { body });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['marketing-events'] }),
  });
}
