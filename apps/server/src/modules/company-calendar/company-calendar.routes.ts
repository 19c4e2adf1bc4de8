import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCompanyCalendar } from './company-calendar.service';

/** The company-calendar area. */
export const companyCalendarRoutes = defineRoutes('company-calendar', (r) => {
  r.on(API.list, async (ctx) => ({ company_calendar: await listCompanyCalendar(ctx) }));
});
