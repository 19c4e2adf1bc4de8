import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export const newsArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['news', 'article', id],
    queryFn: ({ signal }) => call(API.article, { params: { id } }, { signal }),
  });

/** One article of the reader's audience, with their confirmation. */
export function useNewsArticle(id: number) {
  return useQuery(newsArticleQuery(id));
}
