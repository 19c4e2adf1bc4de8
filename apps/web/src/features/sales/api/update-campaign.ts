import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignPatch, UpdateCampaignResponse } from '@intranet/shared/sales/campaign.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export type UpdateCampaignVars = { id: number; object: CampaignPatch };

export function updateCampaign({ id, object }: UpdateCampaignVars): Promise<UpdateCampaignResponse> {
  return api<UpdateCampaignResponse>(`/v1/vendas/campanha/${id}`, { method: 'PUT', body: { object }, role: salesRole() });
}

export function useUpdateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['sales', 'campaigns'] }),
        client.invalidateQueries({ queryKey: ['history', 'vendas_campanha'] }),
      ]),
  });
}
