import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteChannelResponse } from '@intranet/shared/sales/channel.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function deleteChannel(id: number): Promise<DeleteChannelResponse> {
  return api<DeleteChannelResponse>(`/v1/vendas/canal/${id}`, { method: 'DELETE', role: salesRole() });
}

export function useDeleteChannel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteChannel, onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'channels'] }) });
}
