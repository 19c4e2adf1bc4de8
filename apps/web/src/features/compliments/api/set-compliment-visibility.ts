import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { call } from '../../../lib/api-client';

/** HR hides a compliment with a reason, or shows it again. */
export function useSetComplimentVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, oculto, motivo }: { id: number; oculto: boolean; motivo?: string }) =>
      call(API.visibility, { params: { id }, body: { oculto, motivo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['compliments'] }),
  });
}
