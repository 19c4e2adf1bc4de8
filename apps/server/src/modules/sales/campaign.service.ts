import type { CampaignPatch } from '@intranet/shared/sales/campaign.schemas';
import { SALES_MSG } from '@intranet/shared/sales/sales.messages';
import { vendasCampanha } from '../../db/schema';
import { catalogRepository } from './sales-catalog.repository';
import { catalogService } from './sales-catalog.service';
import { presentCampaign } from './sales.presenter';

export const campaignRepository = catalogRepository<typeof vendasCampanha, CampaignPatch>(vendasCampanha);

/** Sales campaigns (marketing spec §7 "Campaigns (sales)"). */
export const campaignService = catalogService({
  repo: campaignRepository,
  present: presentCampaign,
  messages: { notFound: SALES_MSG.campaignNotFound, nameTaken: SALES_MSG.campaignNameTaken, inUse: SALES_MSG.campaignInUse },
});
