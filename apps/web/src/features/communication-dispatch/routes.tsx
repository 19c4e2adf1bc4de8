import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The communication-dispatch screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const communicationDispatchRoutes: RouteObject[] = [
  { path: '/communication-dispatch/list', handle: { title: 'communication-dispatch', can: 'delivery.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/communication-dispatch-list-page')).CommunicationDispatchListPage }) },
];
