import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export const mySuggestionsQuery = () =>
  queryOptions({
    queryKey: ['news', 'suggestions'],
    queryFn: ({ signal }) => call(API.mySuggestions, {}, { signal }).then((answer) => answer.sugestoes),
  });

/** The reader's own suggestions and whether each was published. */
export function useMySuggestions() {
  return useQuery(mySuggestionsQuery());
}
