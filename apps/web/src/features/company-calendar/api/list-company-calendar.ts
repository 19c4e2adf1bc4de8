import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';

export function listCompanyCalendar(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.company_calendar);
}

export const companyCalendarListQuery = () =>
  queryOptions({ queryKey: ['company-calendar', 'list'], queryFn: ({ signal }) => listCompanyCalendar(signal) });

export function useCompanyCalendarList() {
  return useQuery(companyCalendarListQuery());
}
