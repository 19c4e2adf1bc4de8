import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The read-confirmations screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const readConfirmationsRoutes: RouteObject[] = [
  {
    path: '/read-confirmations/list',
    handle: { title: 'read-confirmations', can: 'read-confirmations.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/read-confirmations-list-page')).ReadConfirmationsListPage }),
  },
];
