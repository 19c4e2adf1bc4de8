import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../lib/api-client';
import { LOOKUP_STALE_TIME } from './list-companies';

/** Positions of a provider; the hook narrows them to a department when one is given. */
export function listCompanyPositions(companyId: number, signal?: AbortSignal) {
  return call(LOOKUPS_API.positions, { params: { company: String(companyId) } }, { signal });
}

export const listCompanyPositionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['lookups', 'positions', companyId],
    queryFn: ({ signal }) => listCompanyPositions(companyId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export function useCompanyPositions(companyId: number | undefined, departmentId: number | undefined) {
  return useQuery({
    ...listCompanyPositionsQuery(companyId ?? 0),
    enabled: !!companyId,
    select: (data) => (departmentId ? data.rh_cargo.filter((c) => c.setor.id_departamento === departmentId) : data.rh_cargo),
  });
}
