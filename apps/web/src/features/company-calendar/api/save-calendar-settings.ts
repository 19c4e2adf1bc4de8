import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { call } from '../../../lib/api-client';
import { CALENDAR_SETTINGS_KEY } from './read-calendar-settings';

export function useSaveCalendarSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ocultar_aniversario: boolean) =>
      call(API.saveSettings, { body: { ocultar_aniversario } }).then((a) => a.preferencias),
    onSuccess: (preferencias) => {
      client.setQueryData(CALENDAR_SETTINGS_KEY, preferencias);
      return client.invalidateQueries({ queryKey: ['company-calendar', 'events'] });
    },
  });
}
