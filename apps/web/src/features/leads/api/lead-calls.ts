import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import type { LeadListFilter, LeadStatusPatch } from '@intranet/shared/leads/leads.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['leads'] as const;

export function listLeads(filtro: LeadListFilter, signal?: AbortSignal) {
  return call(API.list, { body: { filtro } }, { signal });
}

/** One page of leads matching the filters, and how many match. */
export function useLeads(filtro: LeadListFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', filtro],
    queryFn: ({ signal }) => listLeads(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

/** A seller moves a lead on (status, and the sale's value and day). */
export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, object }: { id: number; object: LeadStatusPatch }) =>
      call(API.update, { params: { id }, body: { object } }).then((a) => a.update_vendas_lead_by_pk),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
