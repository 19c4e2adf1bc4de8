import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

/** The active news categories (every employee reads them). */
export const newsCategoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'cards'],
    queryFn: ({ signal }) => call(NEWS_API.categories, {}, { signal }),
  });

export function useNewsCategories() {
  return useQuery(newsCategoriesQuery());
}
