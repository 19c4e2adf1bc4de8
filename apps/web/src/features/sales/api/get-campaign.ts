import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignsResponse } from '@intranet/shared/sales/campaign.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function getCampaign(id: number): Promise<CampaignsResponse> {
  return api<CampaignsResponse>(`/v1/vendas/campanha/${id}`, { role: salesRole() });
}

export const getCampaignQuery = (id: number) =>
  queryOptions({ queryKey: ['sales', 'campaigns', 'detail', id], queryFn: () => getCampaign(id), select: (data) => data.vendas_campanha[0] });

export function useCampaign(id: number) {
  return useQuery(getCampaignQuery(id));
}
