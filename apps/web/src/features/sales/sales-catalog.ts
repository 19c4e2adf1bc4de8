import type { z } from 'zod';
import type { Action } from '@intranet/shared/access/permissions';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { CAMPAIGN_DEFAULTS, campaignInput, type Campaign, type CampaignFilter, type CampaignPatch, type CampaignValues } from '@intranet/shared/sales/campaign.schemas';
import { CHANNEL_DEFAULTS, channelInput, type Channel, type ChannelFilter, type ChannelPatch, type ChannelValues } from '@intranet/shared/sales/channel.schemas';
import { CAMPAIGNS_PATH, CHANNELS_PATH } from './sales-paths';
import { CAMPAIGN_TEXT, CHANNEL_TEXT } from './sales-texts';

/** A row of either catalogue, as the lists and forms read it. */
export type CatalogRow = { id: number; nome: string; ativo: boolean };

/**
 * Campaigns and channels are the same kind of record (a unique name, provider flags, API and status),
 * so their calls, forms and screens are one set configured by this description.
 */
export type SalesCatalog<Row extends CatalogRow, Values, Patch, Filter> = {
  /** `/v1/vendas/{segment}`, `/v1/vendas/criar/{segment}`, `/v1/vendas/{segment}/{id}`. */
  segment: 'campanha' | 'canal';
  /** The table: the answers' keys (`vendas_campanha`, `insert_vendas_campanha_one` …) and the edit history. */
  table: Extract<AuditedTable, 'vendas_campanha' | 'vendas_canal'>;
  queryKey: readonly ['sales', string];
  /** The permission map's actions of this record type. */
  actions: { list: Action; create: Action; edit: Action; delete: Action };
  path: string;
  texts: { [K in keyof typeof CAMPAIGN_TEXT]: string };
  titles: { list: string; register: string; edit: string; delete: string; add: string };
  form: {
    schema: z.ZodObject;
    /** The flag shown under the label API: `api` (campaign) or `public` (channel). */
    apiField: 'api' | 'public';
    nameLabel: string;
    newValues: Values;
    /** Marketing spec §5: a campaign without a name says 'Preencha todos os campos obrigatórios!'; a channel says nothing more. */
    requiredToast: boolean;
  };
  /** Only for the types: what the calls read and write. */
  types?: { row: Row; patch: Patch; filter: Filter };
};

export const CAMPAIGNS: SalesCatalog<Campaign, CampaignValues, CampaignPatch, CampaignFilter> = {
  segment: 'campanha',
  table: 'vendas_campanha',
  queryKey: ['sales', 'campaigns'],
  actions: { list: 'campaign.list', create: 'campaign.create', edit: 'campaign.edit', delete: 'campaign.delete' },
  path: CAMPAIGNS_PATH,
  texts: CAMPAIGN_TEXT,
  titles: {
    list: 'Campanhas',
    register: 'Campanhas - Nova Campanha',
    edit: 'Campanhas - Editar Campanha',
    delete: 'Excluir Campanha?',
    add: 'NOVA CAMPANHA',
  },
  form: { schema: campaignInput, apiField: 'api', nameLabel: 'Nome da campanha', newValues: { nome: '', ...CAMPAIGN_DEFAULTS }, requiredToast: true },
};

export const CHANNELS: SalesCatalog<Channel, ChannelValues, ChannelPatch, ChannelFilter> = {
  segment: 'canal',
  table: 'vendas_canal',
  queryKey: ['sales', 'channels'],
  actions: { list: 'channel.list', create: 'channel.create', edit: 'channel.edit', delete: 'channel.delete' },
  path: CHANNELS_PATH,
  texts: CHANNEL_TEXT,
  titles: {
    list: 'Canais',
    register: 'Canais - Novo Canal',
    edit: 'Canais - Editar Canal',
    delete: 'Excluir Canal?',
    add: 'NOVO CANAL',
  },
  form: { schema: channelInput, apiField: 'public', nameLabel: 'Nome do canal', newValues: { nome: '', ...CHANNEL_DEFAULTS }, requiredToast: false },
};
