import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import { call } from '../../../lib/api-client';

/** Ticks or unticks a task of the checklist; the answer is the dismissal as it is now. */
export function useSetDismissalTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tarefa, concluida }: { id: number; tarefa: number; concluida: boolean }) =>
      call(API.task, { params: { id, tarefa }, body: { concluida } }),
    onSuccess: (answer) => {
      client.setQueryData(['dismissals', 'record', answer.id], answer);
      return client.invalidateQueries({ queryKey: ['dismissals', 'list'] });
    },
  });
}
