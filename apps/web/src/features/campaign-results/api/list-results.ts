import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import type { ResultListBody } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { call } from '../../../lib/api-client';

export function listResults(body: ResultListBody, signal?: AbortSignal) {
  return call(CAMPAIGN_RESULTS_API.list, { body }, { signal }).then(
    (answer) => answer.relatorio_listar_resultado_campanha,
  );
}

/** The results of a campaign (every campaign's without one), newest period first. */
export const campaignResultsQuery = (idCampaign: number | undefined) =>
  queryOptions({
    queryKey: ['campaign-results', 'list', idCampaign ?? 'all'],
    queryFn: ({ signal }) => listResults(idCampaign ? { filtro: { id_campanha: { _eq: idCampaign } } } : {}, signal),
  });

export function useCampaignResults(idCampaign: number | undefined) {
  return useQuery(campaignResultsQuery(idCampaign));
}
