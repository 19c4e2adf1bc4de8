import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PIPELINE_API as API } from '@intranet/shared/sales/pipeline.contract';
import type {
  BulkAssignBody,
  BulkMoveBody,
  ExternalRegisterBody,
  LeadContactBody,
  LeadMoveBody,
  PipelineListQuery,
} from '@intranet/shared/sales/pipeline.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['sales-pipeline'] as const;

export function listPipeline(query: PipelineListQuery, signal?: AbortSignal) {
  return call(API.list, { query }, { signal });
}

/** One page of a list and how many match. */
export function usePipelineList(query: PipelineListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) => listPipeline(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePipelineCounts(query: { id_empresa?: number }) {
  return useQuery({
    queryKey: [...KEY, 'counts', query],
    queryFn: ({ signal }) => call(API.counts, { query }, { signal }),
  });
}

export function useLeadDetail(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'lead', id],
    queryFn: ({ signal }) => call(API.get, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}

export function useInternalHome() {
  return useQuery({ queryKey: [...KEY, 'home'], queryFn: ({ signal }) => call(API.internalHome, {}, { signal }) });
}

export function useSellers(idEmpresa?: number) {
  return useQuery({
    queryKey: [...KEY, 'sellers', idEmpresa],
    queryFn: ({ signal }) => call(API.sellers, { query: { id_empresa: idEmpresa } }, { signal }),
  });
}

export function useOfferedPlans(idEmpresa: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'plans', idEmpresa],
    queryFn: ({ signal }) => call(API.offeredPlans, { query: { id_empresa: idEmpresa ?? 0 } }, { signal }),
    enabled: !!idEmpresa,
  });
}

export function useMyLeads(page: { offset: number; limit: number }) {
  return useQuery({
    queryKey: [...KEY, 'mine', page],
    queryFn: ({ signal }) => call(API.mine, { query: page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function checkFeasibility(query: {
  id_empresa: number;
  cep: string;
  bairro?: string;
  cidade?: string;
  logradouro?: string;
}) {
  return call(API.feasibility, { query });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useMoveLead = () =>
  useInvalidating(({ id, body }: { id: number; body: LeadMoveBody }) => call(API.move, { params: { id }, body }));
export const useContactLead = () =>
  useInvalidating(({ id, body }: { id: number; body: LeadContactBody }) => call(API.contact, { params: { id }, body }));
export const useBulkMove = () => useInvalidating((body: BulkMoveBody) => call(API.bulkMove, { body }));
export const useBulkAssign = () => useInvalidating((body: BulkAssignBody) => call(API.bulkAssign, { body }));
export const useRegisterLead = () => useInvalidating((body: ExternalRegisterBody) => call(API.register, { body }));
