import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const contractsQuery = (busca: string) =>
  queryOptions({
    queryKey: ['supplies', 'contracts', busca],
    queryFn: ({ signal }) => call(API.contracts, { query: { busca } }, { signal }),
  });

/** Customer contracts by code, CPF or the start of the name. */
export function useContracts(busca: string) {
  return useQuery({ ...contractsQuery(busca), enabled: busca.trim().length >= 2 });
}
