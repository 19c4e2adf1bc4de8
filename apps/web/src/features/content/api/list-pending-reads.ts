import { queryOptions, useQuery } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { call } from '../../../lib/api-client';

export function listPendingReads(signal?: AbortSignal) {
  return call(READ_CONFIRMATIONS_API.pending, {}, { signal }).then((answer) => answer.pendentes);
}

export const pendingReadsQuery = () =>
  queryOptions({ queryKey: ['content-home', 'pending-reads'], queryFn: ({ signal }) => listPendingReads(signal) });

/** The reader's mandatory news items and chapters still unconfirmed, oldest first. */
export function usePendingReads() {
  return useQuery(pendingReadsQuery());
}
