import { useQuery } from '@tanstack/react-query';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { call } from '../../../lib/api-client';

/** The sales campaign whose results a screen shows (its name goes in the title). */
export function useCampaign(id: number | undefined) {
  return useQuery({
    queryKey: ['campaign-results', 'campaign', id],
    queryFn: ({ signal }) =>
      call(SALES_API.getCampaign, { params: { id: id! } }, { signal }).then(
        (answer) => answer.vendas_campanha[0] ?? null,
      ),
    enabled: !!id,
  });
}
