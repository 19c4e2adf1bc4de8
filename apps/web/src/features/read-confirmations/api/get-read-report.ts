import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import type { ReadReportQuery } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { call } from '../../../lib/api-client';

export const readReportQuery = (query: ReadReportQuery) =>
  queryOptions({
    queryKey: ['read-confirmations', 'report', query],
    queryFn: ({ signal }) => call(API.report, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the mandatory items with their figures. */
export function useReadReport(query: ReadReportQuery) {
  return useQuery(readReportQuery(query));
}
