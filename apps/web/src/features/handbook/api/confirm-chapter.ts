import { useMutation, useQueryClient } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { call } from '../../../lib/api-client';

/** "Li e estou ciente" of a chapter (its current version); the contents, the chapter and the home badge refresh. */
export function useConfirmChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(READ_CONFIRMATIONS_API.confirm, { params: { tipo: 'manual', id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['handbook'] }),
        client.invalidateQueries({ queryKey: ['read-confirmations'] }),
      ]),
  });
}
