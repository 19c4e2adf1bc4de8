import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import type { ConteudoInput } from '@intranet/shared/content/content.schemas';
import { call } from '../../../lib/api-client';

export function updateContent({ id, body }: { id: number; body: ConteudoInput }) {
  return call(CONTENT_API.update, { params: { id }, body });
}

export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }),
  });
}
