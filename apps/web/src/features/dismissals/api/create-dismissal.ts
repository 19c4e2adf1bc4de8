import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import type { DismissalInput } from '@intranet/shared/dismissals/dismissals.schemas';
import { call } from '../../../lib/api-client';

/** Registers a dismissal; the lists are read again. */
export function useCreateDismissal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DismissalInput) => call(API.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dismissals'] }),
  });
}
