import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import type { ConteudoInput } from '@intranet/shared/content/content.schemas';
import { call } from '../../../lib/api-client';

export function createContent(body: ConteudoInput) {
  return call(CONTENT_API.create, { body });
}

export function useCreateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }),
  });
}
