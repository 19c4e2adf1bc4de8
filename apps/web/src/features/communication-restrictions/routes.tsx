import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The communication-restrictions screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const communicationRestrictionsRoutes: RouteObject[] = [
  { path: '/communication-restrictions/list', handle: { title: 'communication-restrictions', can: 'restriction.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/communication-restrictions-list-page')).CommunicationRestrictionsListPage }) },
];
