import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import type { DismissalListQuery } from '@intranet/shared/dismissals/dismissals.schemas';
import { call } from '../../../lib/api-client';

export const dismissalsQuery = (query: DismissalListQuery) =>
  queryOptions({
    queryKey: ['dismissals', 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The dismissals, filtered and paged by the server. */
export function useDismissals(query: DismissalListQuery) {
  return useQuery(dismissalsQuery(query));
}
