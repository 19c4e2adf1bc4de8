import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { call } from '../../../lib/api-client';

export function listEvents(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.rh_marketing_eventos);
}

export const eventsListQuery = () =>
  queryOptions({ queryKey: ['marketing-events', 'list'], queryFn: ({ signal }) => listEvents(signal) });

export function useEvents() {
  return useQuery(eventsListQuery());
}
