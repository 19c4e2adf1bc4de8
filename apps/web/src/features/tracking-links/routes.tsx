import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The tracking-links screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const trackingLinksRoutes: RouteObject[] = [
  { path: '/tracking-links/list', handle: { title: 'tracking-links', can: 'trackingLink.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/tracking-links-list-page')).TrackingLinksListPage }) },
];
