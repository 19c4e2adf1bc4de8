import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export function listNews(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.news);
}

export const newsListQuery = () =>
  queryOptions({ queryKey: ['news', 'list'], queryFn: ({ signal }) => listNews(signal) });

export function useNewsList() {
  return useQuery(newsListQuery());
}
