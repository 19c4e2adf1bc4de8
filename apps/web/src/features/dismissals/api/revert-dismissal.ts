import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import { call } from '../../../lib/api-client';

/** Reverts a dismissal (restoring access when it was applied). */
export function useRevertDismissal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      call(API.revert, { params: { id }, body: { motivo } }),
    onSuccess: (answer) => {
      client.setQueryData(['dismissals', 'record', answer.id], answer);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['dismissals', 'list'] }),
        client.invalidateQueries({ queryKey: ['history', 'rh_desligamento'] }),
      ]);
    },
  });
}
