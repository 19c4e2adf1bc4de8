import { useMutation, useQueryClient } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import type { ReadItemParams } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { call } from '../../../lib/api-client';

/** "Lembrar pendentes": one notification to those still pending; the detail shows the reminder. */
export function useRemindPending() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: ReadItemParams) => call(API.remind, { params }),
    onSuccess: (_, params) =>
      client.invalidateQueries({ queryKey: ['read-confirmations', 'detail', params.tipo, params.id] }),
  });
}
