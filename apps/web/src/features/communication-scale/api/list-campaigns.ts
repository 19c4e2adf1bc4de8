import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';
import { campaignsKey } from './keys';

export function listCampaigns(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.campanha_comunicacao);
}

export const campaignsQuery = () =>
  queryOptions({ queryKey: campaignsKey, queryFn: ({ signal }) => listCampaigns(signal) });

export function useCampaigns() {
  return useQuery(campaignsQuery());
}
