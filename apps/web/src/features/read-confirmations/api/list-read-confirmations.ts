import { queryOptions, useQuery } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { call } from '../../../lib/api-client';

export function listReadConfirmations(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.read_confirmations);
}

export const readConfirmationsListQuery = () =>
  queryOptions({ queryKey: ['read-confirmations', 'list'], queryFn: ({ signal }) => listReadConfirmations(signal) });

export function useReadConfirmationsList() {
  return useQuery(readConfirmationsListQuery());
}
