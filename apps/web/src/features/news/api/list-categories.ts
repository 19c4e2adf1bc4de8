import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export const newsCategoriesQuery = () =>
  queryOptions({
    queryKey: ['news', 'categories'],
    queryFn: ({ signal }) => call(API.categories, {}, { signal }).then((answer) => answer.categorias),
    staleTime: 5 * 60_000,
  });

/** The active categories, for the feed's filter. */
export function useNewsCategories() {
  return useQuery(newsCategoriesQuery());
}
