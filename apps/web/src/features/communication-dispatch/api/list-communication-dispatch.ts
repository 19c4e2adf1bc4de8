import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { call } from '../../../lib/api-client';

export function listCommunicationDispatch(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.communication_dispatch);
}

export const communicationDispatchListQuery = () => queryOptions({ queryKey: ['communication-dispatch', 'list'], queryFn: ({ signal }) => listCommunicationDispatch(signal) });

export function useCommunicationDispatchList() {
  return useQuery(communicationDispatchListQuery());
}
