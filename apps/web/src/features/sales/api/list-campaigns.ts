import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignFilter, CampaignsResponse } from '@intranet/shared/sales/campaign.schemas';
import { api } from '../../../lib/api-client';
import { salesRole } from '../sales-role';

export function listCampaigns(filtro: CampaignFilter = {}): Promise<CampaignsResponse> {
  return api<CampaignsResponse>('/v1/vendas/campanha', { method: 'POST', body: { filtro }, role: salesRole() });
}

export const listCampaignsQuery = (filtro: CampaignFilter = {}) =>
  queryOptions({ queryKey: ['sales', 'campaigns', 'list', filtro], queryFn: () => listCampaigns(filtro), select: (data) => data.vendas_campanha });

export function useCampaigns(filtro: CampaignFilter = {}) {
  return useQuery(listCampaignsQuery(filtro));
}
