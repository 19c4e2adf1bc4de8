import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsTableQuery } from '@intranet/shared/news/news.schemas';
import { call } from '../../../lib/api-client';

export const newsTableQuery = (query: NewsTableQuery) =>
  queryOptions({
    queryKey: ['news', 'table', query],
    queryFn: ({ signal }) => call(API.table, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The staff table: every item, filtered and paged by the server. */
export function useNewsTable(query: NewsTableQuery) {
  return useQuery(newsTableQuery(query));
}
