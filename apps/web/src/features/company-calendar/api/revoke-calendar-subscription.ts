import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';
import { CALENDAR_SETTINGS_KEY } from './read-calendar-settings';

export function useRevokeCalendarSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(API.revoke, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: CALENDAR_SETTINGS_KEY }),
  });
}
