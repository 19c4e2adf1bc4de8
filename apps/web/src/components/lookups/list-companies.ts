import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../lib/api-client';

/** Lookups change rarely: kept for five minutes. */
export const LOOKUP_STALE_TIME = 5 * 60_000;

/** The provider companies. */
export function listCompanies(signal?: AbortSignal) {
  return call(LOOKUPS_API.companies, {}, { signal });
}

export const listCompaniesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'companies'],
    queryFn: ({ signal }) => listCompanies(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export function useCompanies() {
  return useQuery({ ...listCompaniesQuery(), select: (data) => data.companies });
}
