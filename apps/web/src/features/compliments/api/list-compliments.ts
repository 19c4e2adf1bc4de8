import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import type { ComplimentListQuery } from '@intranet/shared/compliments/compliments.schemas';
import { call } from '../../../lib/api-client';

export const complimentsQuery = (query: ComplimentListQuery) =>
  queryOptions({
    queryKey: ['compliments', 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the wall, newest first, with the given filters. */
export function useCompliments(query: ComplimentListQuery) {
  return useQuery(complimentsQuery(query));
}
