import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { call } from '../../../lib/api-client';

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(API.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
