import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';

export const CALENDAR_SETTINGS_KEY = ['company-calendar', 'settings'] as const;

/** The user's birthday opt-out and whether they have a feed address. */
export const calendarSettingsQuery = () =>
  queryOptions({
    queryKey: CALENDAR_SETTINGS_KEY,
    queryFn: ({ signal }) => call(API.settings, {}, { signal }).then((a) => a.preferencias),
  });

export function useCalendarSettings() {
  return useQuery(calendarSettingsQuery());
}
