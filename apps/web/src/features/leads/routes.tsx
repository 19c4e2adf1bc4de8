import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The leads screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const leadsRoutes: RouteObject[] = [
  { path: '/leads/list', handle: { title: 'leads', can: 'lead.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/leads-list-page')).LeadsListPage }) },
];
