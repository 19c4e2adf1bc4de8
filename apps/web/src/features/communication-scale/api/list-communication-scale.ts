import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';

export function listCommunicationScale(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.communication_scale);
}

export const communicationScaleListQuery = () => queryOptions({ queryKey: ['communication-scale', 'list'], queryFn: ({ signal }) => listCommunicationScale(signal) });

export function useCommunicationScaleList() {
  return useQuery(communicationScaleListQuery());
}
