import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The communication-scale screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const communicationScaleRoutes: RouteObject[] = [
  { path: '/communication-scale/list', handle: { title: 'communication-scale', can: 'scale.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/communication-scale-list-page')).CommunicationScaleListPage }) },
];
