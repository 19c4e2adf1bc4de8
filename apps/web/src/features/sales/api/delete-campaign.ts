import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCampaignResponse } from '@intranet/shared/sales/campaign.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function deleteCampaign(id: number): Promise<DeleteCampaignResponse> {
  return api<DeleteCampaignResponse>(`/v1/vendas/campanha/${id}`, { method: 'DELETE', role: salesRole() });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'campaigns'] }) });
}
