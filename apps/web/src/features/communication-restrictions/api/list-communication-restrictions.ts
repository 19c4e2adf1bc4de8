import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { call } from '../../../lib/api-client';

export function listCommunicationRestrictions(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.communication_restrictions);
}

export const communicationRestrictionsListQuery = () => queryOptions({ queryKey: ['communication-restrictions', 'list'], queryFn: ({ signal }) => listCommunicationRestrictions(signal) });

export function useCommunicationRestrictionsList() {
  return useQuery(communicationRestrictionsListQuery());
}
