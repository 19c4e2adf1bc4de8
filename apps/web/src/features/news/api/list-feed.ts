import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsFeedQuery } from '@intranet/shared/news/news.schemas';
import { call } from '../../../lib/api-client';

export const newsFeedQuery = (query: NewsFeedQuery) =>
  queryOptions({
    queryKey: ['news', 'feed', query],
    queryFn: ({ signal }) => call(API.feed, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The reader's feed: their audience's items, pinned first. */
export function useNewsFeed(query: NewsFeedQuery) {
  return useQuery(newsFeedQuery(query));
}
