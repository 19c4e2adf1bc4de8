import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The lead-imports screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const leadImportsRoutes: RouteObject[] = [
  { path: '/lead-imports/list', handle: { title: 'lead-imports', can: 'lead-import.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/lead-imports-list-page')).LeadImportsListPage }) },
];
