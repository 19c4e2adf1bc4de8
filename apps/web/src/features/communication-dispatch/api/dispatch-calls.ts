import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import type { DeliveriesBody } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { call } from '../../../lib/api-client';

/** Who a rule would send to on a day (nothing is sent). */
export function useRecipients(id: number, data: string) {
  return useQuery({
    queryKey: ['communication-dispatch', 'recipients', id, data],
    queryFn: ({ signal }) => call(API.recipients, { params: { id }, body: { data } }, { signal }),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

export function listDeliveries(id: number, body: DeliveriesBody, signal?: AbortSignal) {
  return call(API.deliveries, { params: { id }, body }, { signal });
}

/** One page of a campaign's deliveries and the counts per day and channel. */
export function useDeliveries(id: number, body: DeliveriesBody) {
  return useQuery({
    queryKey: ['communication-dispatch', 'deliveries', id, body],
    queryFn: ({ signal }) => listDeliveries(id, body, signal),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}

/** "Executar turno agora": today's slot of a shift, once. */
export function useRunShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (turno: 'M' | 'T' | 'N') => call(API.runShift, { body: { turno } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['communication-dispatch'] }),
  });
}
