import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

/** How many news cards the employees' home shows. */
export const LATEST_NEWS = 4;

export function listLatestNews(signal?: AbortSignal) {
  return call(NEWS_API.feed, { query: { limit: LATEST_NEWS, offset: 0 } }, { signal });
}

export const latestNewsQuery = () =>
  queryOptions({ queryKey: ['content-home', 'news'], queryFn: ({ signal }) => listLatestNews(signal) });

/** The first cards of the reader's feed (pinned first, then the newest). */
export function useLatestNews() {
  return useQuery(latestNewsQuery());
}
