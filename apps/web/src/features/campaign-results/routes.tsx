import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The campaign-results screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const campaignResultsRoutes: RouteObject[] = [
  { path: '/campaign-results/list', handle: { title: 'campaign-results', can: 'campaignResult.list' } satisfies ScreenHandle, lazy: async () => ({ Component: (await import('./pages/campaign-results-list-page')).CampaignResultsListPage }) },
];
