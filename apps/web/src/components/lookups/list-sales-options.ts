import { useQuery } from '@tanstack/react-query';
import type { CampaignFilter } from '@intranet/shared/sales/campaign.schemas';
import type { ChannelFilter } from '@intranet/shared/sales/channel.schemas';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { recordListQuery } from '../crud/crud-api';
import { LOOKUP_STALE_TIME } from './list-companies';

/**
 * Sales campaigns as options (`POST v1/vendas/campanha` with a filter: active ones of a provider …),
 * under the campaigns' own query key, so that editing a campaign refreshes them.
 */
export function useCampaignOptions(filtro?: CampaignFilter, enabled = true) {
  return useQuery({ ...recordListQuery(CAMPAIGN_API, filtro), staleTime: LOOKUP_STALE_TIME, enabled });
}

/** Sales channels as options (`POST v1/vendas/canal` with a filter: those of a provider …). */
export function useChannelOptions(filtro?: ChannelFilter, enabled = true) {
  return useQuery({ ...recordListQuery(CHANNEL_API, filtro), staleTime: LOOKUP_STALE_TIME, enabled });
}
