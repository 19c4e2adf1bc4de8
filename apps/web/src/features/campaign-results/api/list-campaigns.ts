import { useQuery } from '@tanstack/react-query';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { call } from '../../../lib/api-client';

/** Every sales campaign: the report's campaign filter. */
export function useCampaigns() {
  return useQuery({
    queryKey: ['campaign-results', 'campaigns'],
    queryFn: ({ signal }) => call(SALES_API.listCampaigns, {}, { signal }).then((answer) => answer.vendas_campanha),
    staleTime: 60_000,
  });
}
