import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The company-calendar screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const companyCalendarRoutes: RouteObject[] = [
  {
    path: '/company-calendar/list',
    handle: { title: 'company-calendar', can: 'company-calendar.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/company-calendar-list-page')).CompanyCalendarListPage }),
  },
];
