import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { call } from '../../../lib/api-client';

export function deleteEvent(id: number) {
  return call(API.remove, { params: { id } });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['marketing-events'] }),
  });
}
