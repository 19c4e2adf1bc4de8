import { useMutation, useQueryClient } from '@tanstack/react-query';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { call } from '../../../lib/api-client';

/** "Li e estou ciente" of a news item; the article and the feed are read again (it unpins). */
export function useConfirmReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(READ_CONFIRMATIONS_API.confirm, { params: { tipo: 'noticia', id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
