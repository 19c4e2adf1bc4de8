import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, CreateChannelResponse } from '@intranet/shared/sales/channel.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function createChannel(object: ChannelInput): Promise<CreateChannelResponse> {
  return api<CreateChannelResponse>('/v1/vendas/criar/canal', { method: 'POST', body: { object }, role: salesRole() });
}

export function useCreateChannel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createChannel, onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'channels'] }) });
}
