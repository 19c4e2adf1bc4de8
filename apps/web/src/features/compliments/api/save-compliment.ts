import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import type { ComplimentInput, ComplimentPatch } from '@intranet/shared/compliments/compliments.schemas';
import { call } from '../../../lib/api-client';

/** Sends a compliment to a colleague. */
export function useCreateCompliment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (object: ComplimentInput) => call(API.create, { body: { object } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['compliments'] }),
  });
}

/** Edits a compliment's category and message. */
export function useUpdateCompliment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, object }: { id: number; object: ComplimentPatch }) =>
      call(API.update, { params: { id }, body: { object } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['compliments'] }),
  });
}
