import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export const newsRecordQuery = (id: number) =>
  queryOptions({
    queryKey: ['news', 'record', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }),
  });

/** One item for the edit form. */
export function useNewsRecord(id: number) {
  return useQuery(newsRecordQuery(id));
}
