import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SELLERS_API as API } from '@intranet/shared/sales/sellers.contract';
import type { SellerAddBody, SellerTeamQuery } from '@intranet/shared/sales/sellers.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['sales-sellers'] as const;

/** A page of the sellers of a provider (or of all), with their load and turn. */
export function useSellerTeam(query: SellerTeamQuery) {
  return useQuery({
    queryKey: [...KEY, 'team', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Employees who may become sellers of the provider, by name or e-mail. */
export function sellerCandidates(idEmpresa: number, busca: string) {
  return call(API.candidates, { query: { id_empresa: idEmpresa, busca: busca || undefined } });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['sales-pipeline', 'sellers'] }),
      ]),
  });
}

export const useAddSeller = () => useInvalidating((body: SellerAddBody) => call(API.add, { body }));
export const useSetSellerActive = () =>
  useInvalidating(({ id, ativo }: { id: number; ativo: boolean }) =>
    call(API.update, { params: { id }, body: { ativo } }),
  );
export const useRemoveSeller = () => useInvalidating((id: number) => call(API.remove, { params: { id } }));
