import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { call } from '../../../lib/api-client';

export function deleteContent(id: number) {
  return call(CONTENT_API.delete, { params: { id } });
}

export function useDeleteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }),
  });
}
