import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelFilter, ChannelsResponse } from '@intranet/shared/sales/channel.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function listChannels(filtro: ChannelFilter = {}): Promise<ChannelsResponse> {
  return api<ChannelsResponse>('/v1/vendas/canal', { method: 'POST', body: { filtro }, role: salesRole() });
}

export const listChannelsQuery = (filtro: ChannelFilter = {}) =>
  queryOptions({ queryKey: ['sales', 'channels', 'list', filtro], queryFn: () => listChannels(filtro), select: (data) => data.vendas_canal });

export function useChannels(filtro: ChannelFilter = {}) {
  return useQuery(listChannelsQuery(filtro));
}
