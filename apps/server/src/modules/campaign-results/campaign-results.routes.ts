import { CAMPAIGN_RESULTS_API as API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCampaignResults } from './campaign-results.service';

/** The campaign-results area. */
export const campaignResultsRoutes = defineRoutes('campaign-results', (r) => {
  r.on(API.list, async (ctx) => ({ campaign_results: await listCampaignResults(ctx) }));
});
