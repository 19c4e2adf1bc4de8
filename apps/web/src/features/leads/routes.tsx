import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { LEADS_LIST_PATH } from './leads-paths';

/**
 * The sellers' leads. The public lead form (/leads/external/register) is a page of its own
 * (lead-form.html, features/leads/public), outside this app's router.
 */
export const leadsRoutes: RouteObject[] = [
  {
    path: LEADS_LIST_PATH,
    handle: { title: 'Leads', can: 'lead.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/leads-list-page')).LeadsListPage }),
  },
];
