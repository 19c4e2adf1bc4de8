export const CAMPAIGNS_PATH = '/marketing/campaigns';
export const CHANNELS_PATH = '/marketing/channels';

/** The campaign results entry (marketing spec §2), reached from a campaign row. */
export const resultsRegisterPath = (idCampaign: number) =>
  `/marketing/results-campaigns/register?idCampaign=${idCampaign}`;
