import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { call } from '../../../lib/api-client';

export function listLeads(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.leads);
}

export const leadsListQuery = () => queryOptions({ queryKey: ['leads', 'list'], queryFn: ({ signal }) => listLeads(signal) });

export function useLeadsList() {
  return useQuery(leadsListQuery());
}
