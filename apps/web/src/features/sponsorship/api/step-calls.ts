import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import type {
  JustificationInput,
  MediaInput,
  NegotiationInput,
  PostEventInput,
  ViabilityInput,
} from '@intranet/shared/sponsorship/sponsorship.schemas';
import { call } from '../../../lib/api-client';

/** Each step's call of a request; every answer refreshes the request's lists and details. */
const STEPS = {
  triage: (id: number) => call(API.triage, { params: { id } }),
  reject: (id: number, body: { motivo: string }) => call(API.reject, { params: { id }, body }),
  createJustification: (id: number, body: JustificationInput) =>
    call(API.createJustification, { params: { id }, body }),
  updateJustification: (id: number, body: JustificationInput) =>
    call(API.updateJustification, { params: { id }, body }),
  createViability: (id: number, body: ViabilityInput) => call(API.createViability, { params: { id }, body }),
  updateViability: (id: number, body: ViabilityInput) => call(API.updateViability, { params: { id }, body }),
  createNegotiation: (id: number, body: NegotiationInput) => call(API.createNegotiation, { params: { id }, body }),
  updateNegotiation: (id: number, body: NegotiationInput) => call(API.updateNegotiation, { params: { id }, body }),
  approve: (id: number) => call(API.approve, { params: { id } }),
  createPostEvent: (id: number, body: PostEventInput) => call(API.createPostEvent, { params: { id }, body }),
  updatePostEvent: (id: number, body: PostEventInput) => call(API.updatePostEvent, { params: { id }, body }),
  addMedia: (id: number, body: MediaInput) => call(API.addMedia, { params: { id }, body }),
  removeMedia: (id: number, idMidia: number) => call(API.removeMedia, { params: { id, idMidia } }),
} as const;
export type StepName = keyof typeof STEPS;

export function useStep<K extends StepName>(name: K) {
  const client = useQueryClient();
  const run = STEPS[name] as (id: number, arg?: unknown) => ReturnType<(typeof STEPS)[K]>;
  return useMutation({
    mutationFn: ({ id, arg }: { id: number; arg?: Parameters<(typeof STEPS)[K]>[1] }) => run(id, arg),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sponsorship'] }),
  });
}
