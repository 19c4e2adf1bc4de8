import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import type { PositionsResponse } from '@intranet/shared/lookups/lookups.schemas';
import { call } from '../../lib/api-client';
import { LOOKUP_STALE_TIME } from './list-companies';

/** Positions of a provider (a department's, through the hook, when one is chosen). */
export const listCompanyPositions = (companyId: number, signal?: AbortSignal) =>
  call(LOOKUPS_API.positions, { params: { company: String(companyId) } }, { signal });

export const listCompanyPositionsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['lookups', 'positions', companyId],
    queryFn: ({ signal }) => listCompanyPositions(companyId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export function useCompanyPositions(companyId: number | undefined, departmentId: number | undefined) {
  const inDepartment = ({ rh_cargo }: PositionsResponse) =>
    departmentId ? rh_cargo.filter((c) => c.setor.id_departamento === departmentId) : rh_cargo;
  return useQuery({ ...listCompanyPositionsQuery(companyId ?? 0), enabled: !!companyId, select: inDepartment });
}
