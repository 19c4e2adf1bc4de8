import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The company calendar (`/calendar`, the header's calendar icon): every employee. */
export const companyCalendarRoutes: RouteObject[] = [
  {
    path: '/calendar',
    handle: { title: 'Calendário', can: 'company-calendar.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/company-calendar-page')).CompanyCalendarPage }),
  },
];
