import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { call } from '../../../lib/api-client';

export function listMarketingEvents(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.marketing_events);
}

export const marketingEventsListQuery = () => queryOptions({ queryKey: ['marketing-events', 'list'], queryFn: ({ signal }) => listMarketingEvents(signal) });

export function useMarketingEventsList() {
  return useQuery(marketingEventsListQuery());
}
