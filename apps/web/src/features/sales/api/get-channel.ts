import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelsResponse } from '@intranet/shared/sales/channel.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function getChannel(id: number): Promise<ChannelsResponse> {
  return api<ChannelsResponse>(`/v1/vendas/canal/${id}`, { role: salesRole() });
}

export const getChannelQuery = (id: number) =>
  queryOptions({ queryKey: ['sales', 'channels', 'detail', id], queryFn: () => getChannel(id), select: (data) => data.vendas_canal[0] });

export function useChannel(id: number) {
  return useQuery(getChannelQuery(id));
}
