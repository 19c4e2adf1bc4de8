import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The handbook screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const handbookRoutes: RouteObject[] = [
  {
    path: '/handbook/list',
    handle: { title: 'handbook', can: 'handbook.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/handbook-list-page')).HandbookListPage }),
  },
];
