import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsSuggestionInput } from '@intranet/shared/news/news.schemas';
import { call } from '../../../lib/api-client';

/** "Sugerir notícia": sends the suggestion, its cover inline. */
export function useSuggestNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsSuggestionInput) => call(API.suggest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news', 'suggestions'] }),
  });
}
