import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { SALES_MSG } from '@intranet/shared/sales/sales.messages';
import { vendasCampanha, vendasCanal } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentCampaign, presentChannel } from './sales.presenter';

/** A campaign and a channel differ only in their texts: a unique name (`nome`), not found, in use. */
const texts = (record: 'campaign' | 'channel') =>
  ({
    name: { column: 'nome', taken: SALES_MSG[`${record}NameTaken`] },
    messages: { notFound: SALES_MSG[`${record}NotFound`], inUse: SALES_MSG[`${record}InUse`] },
  }) as const;

/** Sales campaigns (marketing spec §7 "Campaigns (sales)"). */
export const campaignService = crudService({
  api: CAMPAIGN_API,
  table: vendasCampanha,
  present: presentCampaign,
  ...texts('campaign'),
});

/** Sales channels (marketing spec §7 "Channels"). */
export const channelService = crudService({
  api: CHANNEL_API,
  table: vendasCanal,
  present: presentChannel,
  ...texts('channel'),
});
