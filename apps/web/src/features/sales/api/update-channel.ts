import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelPatch, UpdateChannelResponse } from '@intranet/shared/sales/channel.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export type UpdateChannelVars = { id: number; object: ChannelPatch };

export function updateChannel({ id, object }: UpdateChannelVars): Promise<UpdateChannelResponse> {
  return api<UpdateChannelResponse>(`/v1/vendas/canal/${id}`, { method: 'PUT', body: { object }, role: salesRole() });
}

export function useUpdateChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['sales', 'channels'] }),
        client.invalidateQueries({ queryKey: ['history', 'vendas_canal'] }),
      ]),
  });
}
