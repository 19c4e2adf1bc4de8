import type { ChannelPatch } from '@intranet/shared/sales/channel.schemas';
import { SALES_MSG } from '@intranet/shared/sales/sales.messages';
import { vendasCanal } from '../../db/schema';
import { catalogRepository } from './sales-catalog.repository';
import { catalogService } from './sales-catalog.service';
import { presentChannel } from './sales.presenter';

export const channelRepository = catalogRepository<typeof vendasCanal, ChannelPatch>(vendasCanal);

/** Sales channels (marketing spec §7 "Channels"). */
export const channelService = catalogService({
  repo: channelRepository,
  present: presentChannel,
  messages: { notFound: SALES_MSG.channelNotFound, nameTaken: SALES_MSG.channelNameTaken, inUse: SALES_MSG.channelInUse },
});
