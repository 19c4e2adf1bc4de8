import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';
import { campaignKey } from './keys';

/** A campaign with its rules. */
export function getCampaign(id: number, signal?: AbortSignal) {
  return call(API.get, { params: { id } }, { signal });
}

export const campaignQuery = (id: number) =>
  queryOptions({ queryKey: campaignKey(id), queryFn: ({ signal }) => getCampaign(id, signal) });

export function useCampaign(id: number | undefined) {
  return useQuery({ ...campaignQuery(id ?? 0), enabled: id !== undefined });
}
