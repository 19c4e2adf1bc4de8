import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput, CreateCampaignResponse } from '@intranet/shared/sales/campaign.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function createCampaign(object: CampaignInput): Promise<CreateCampaignResponse> {
  return api<CreateCampaignResponse>('/v1/vendas/criar/campanha', { method: 'POST', body: { object }, role: salesRole() });
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'campaigns'] }) });
}
