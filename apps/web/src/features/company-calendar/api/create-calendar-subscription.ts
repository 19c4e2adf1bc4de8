import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';
import { CALENDAR_SETTINGS_KEY } from './read-calendar-settings';

/** A new feed address (the previous one stops working); its secret is in this answer only. */
export function useCreateCalendarSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(API.subscribe, {}).then((a) => a.assinatura),
    onSuccess: () => client.invalidateQueries({ queryKey: CALENDAR_SETTINGS_KEY }),
  });
}
