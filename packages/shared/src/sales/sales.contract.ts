import { crudEndpoints } from '../crud/crud.contract';
import { campaign, campaignFilter, campaignInput, campaignPatch } from './campaign.schemas';
import { channel, channelFilter, channelInput, channelPatch } from './channel.schemas';

/** Sales campaigns (marketing spec §7 "Campaigns (sales)"): answers under `vendas_campanha`, `insert_vendas_campanha_one` … */
export const CAMPAIGN_API = crudEndpoints({
  table: 'vendas_campanha',
  path: '/v1/vendas/campanha',
  createPath: '/v1/vendas/criar/campanha',
  access: { list: 'campaign.list', create: 'campaign.create', edit: 'campaign.edit', delete: 'campaign.delete' },
  schemas: { row: campaign, filter: campaignFilter, input: campaignInput, patch: campaignPatch },
});

/** Sales channels (marketing spec §7 "Channels"): answers under `vendas_canal`, `insert_vendas_canal_one` … */
export const CHANNEL_API = crudEndpoints({
  table: 'vendas_canal',
  path: '/v1/vendas/canal',
  createPath: '/v1/vendas/criar/canal',
  access: { list: 'channel.list', create: 'channel.create', edit: 'channel.edit', delete: 'channel.delete' },
  schemas: { row: channel, filter: channelFilter, input: channelInput, patch: channelPatch },
});

/** Every call of the sales area. */
export const SALES_API = {
  listCampaigns: CAMPAIGN_API.list,
  createCampaign: CAMPAIGN_API.create,
  getCampaign: CAMPAIGN_API.get,
  updateCampaign: CAMPAIGN_API.update,
  deleteCampaign: CAMPAIGN_API.remove,
  listChannels: CHANNEL_API.list,
  createChannel: CHANNEL_API.create,
  getChannel: CHANNEL_API.get,
  updateChannel: CHANNEL_API.update,
  deleteChannel: CHANNEL_API.remove,
} as const;
