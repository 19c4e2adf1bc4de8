import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_RESULTS_API as API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { call } from '../../../lib/api-client';

export function listCampaignResults(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.campaign_results);
}

export const campaignResultsListQuery = () => queryOptions({ queryKey: ['campaign-results', 'list'], queryFn: ({ signal }) => listCampaignResults(signal) });

export function useCampaignResultsList() {
  return useQuery(campaignResultsListQuery());
}
