import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsInput } from '@intranet/shared/news/news.schemas';
import { call } from '../../../lib/api-client';

/** Registers an item (the generic form's `{ object }`); answers its id. */
export function useCreateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (object: NewsInput) =>
      call(API.create, { body: { object } }).then((answer) => answer.insert_rh_noticia_one),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
