import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsInput } from '@intranet/shared/news/news.schemas';
import { call } from '../../../lib/api-client';

/** Saves an item's edit; its edit history is read again. */
export function useUpdateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, object }: { id: number; object: NewsInput }) =>
      call(API.update, { params: { id }, body: { object } }).then((answer) => answer.update_rh_noticia_by_pk),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['news'] }),
        client.invalidateQueries({ queryKey: ['history', 'rh_noticia'] }),
      ]),
  });
}
