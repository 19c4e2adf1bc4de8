import type { CampaignResultsItem } from '@intranet/shared/campaign-results/campaign-results.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentCampaignResults } from './campaign-results.presenter';
import { campaignResultsRepository } from './campaign-results.repository';

/** The records of the area, as the list answers them. */
export async function listCampaignResults(ctx: OpContext): Promise<CampaignResultsItem[]> {
  return (await campaignResultsRepository.find(ctx.db)).map(presentCampaignResults);
}
