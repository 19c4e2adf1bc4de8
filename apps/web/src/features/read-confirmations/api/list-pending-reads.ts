import { queryOptions, useQuery } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { call } from '../../../lib/api-client';

export const pendingReadsQuery = () =>
  queryOptions({
    queryKey: ['read-confirmations', 'pending'],
    queryFn: ({ signal }) => call(API.pending, {}, { signal }).then((answer) => answer.pendentes),
  });

/** The signed-in employee's mandatory items still unconfirmed. */
export function usePendingReads() {
  return useQuery(pendingReadsQuery());
}
