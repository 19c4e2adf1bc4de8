import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The marketing-events screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const marketingEventsRoutes: RouteObject[] = [
  { path: '/marketing-events/list', handle: { title: 'marketing-events', can: 'event.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/marketing-events-list-page')).MarketingEventsListPage }) },
];
