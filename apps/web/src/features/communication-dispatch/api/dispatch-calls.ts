import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import type { DeliveriesBody } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { COMMUNICATION_SCALE_API as SCALE_API } from '@intranet/shared/communication-scale/communication-scale.contract';
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

/** The campaign a deliveries screen is about (its name in the title). */
export function useScaleCampaign(id: number) {
  return useQuery({
    queryKey: ['communication-scale', 'get', id],
    queryFn: ({ signal }) => call(SCALE_API.get, { params: { id } }, { signal }),
    enabled: id > 0,
  });
}

/** The rule a "Quem recebe" screen is about (its criterion, envio and shift under the title). */
export function useScaleRule(id: number) {
  return useQuery({
    queryKey: ['communication-scale', 'rule', id],
    queryFn: ({ signal }) =>
      call(SCALE_API.getRule, { params: { id } }, { signal }).then((a) => a.campanha_regras[0] ?? null),
    enabled: id > 0,
  });
}
