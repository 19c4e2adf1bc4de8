import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import type { DismissalEditInput } from '@intranet/shared/dismissals/dismissals.schemas';
import { call } from '../../../lib/api-client';

/** Saves a dismissal's edit; it and its history are read again. */
export function useUpdateDismissal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DismissalEditInput }) => call(API.update, { params: { id }, body }),
    onSuccess: (answer) => {
      client.setQueryData(['dismissals', 'record', answer.id], answer);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['dismissals', 'list'] }),
        client.invalidateQueries({ queryKey: ['history', 'rh_desligamento'] }),
      ]);
    },
  });
}
