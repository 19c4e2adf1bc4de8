import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

/** Ativar / Desativar. */
export function useSetNewsStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      call(API.status, { params: { id }, body: { ativo } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['news'] }),
        client.invalidateQueries({ queryKey: ['history', 'rh_noticia'] }),
      ]),
  });
}
