import { z } from 'zod';

/** One campaign-results record as the calls answer it. */
export const campaignResultsItem = z.object({ id: z.number(), nome: z.string() });
export type CampaignResultsItem = z.infer<typeof campaignResultsItem>;

/** `GET /v1/campaign-results`: the records under the area's key. */
export const campaignResultsListResponse = z.object({ campaign_results: z.array(campaignResultsItem) });
