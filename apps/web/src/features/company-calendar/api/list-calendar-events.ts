import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';

/** The events from `inicio` to `fim` ('YYYY-MM-DD') and the kinds the user may see. */
export const calendarEventsQuery = (inicio: string, fim: string) =>
  queryOptions({
    queryKey: ['company-calendar', 'events', inicio, fim],
    queryFn: ({ signal }) => call(API.events, { query: { inicio, fim } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useCalendarEvents(inicio: string, fim: string) {
  return useQuery(calendarEventsQuery(inicio, fim));
}
