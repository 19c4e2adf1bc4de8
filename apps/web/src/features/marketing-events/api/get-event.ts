import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { call } from '../../../lib/api-client';

export function getEvent(id: number, signal?: AbortSignal) {
  return call(API.get, { params: { id } }, { signal }).then((answer) => answer.rh_marketing_eventos[0]);
}

export const eventQuery = (id: number) =>
  queryOptions({ queryKey: ['marketing-events', 'one', id], queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: number) {
  return useQuery(eventQuery(id));
}
