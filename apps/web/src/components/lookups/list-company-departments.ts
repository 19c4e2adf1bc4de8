import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../lib/api-client';
import { LOOKUP_STALE_TIME } from './list-companies';

/** Departments of a provider. */
export const listCompanyDepartments = (companyId: number, signal?: AbortSignal) =>
  call(LOOKUPS_API.companyDepartments, { params: { company: String(companyId) } }, { signal });

export const listCompanyDepartmentsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['lookups', 'departments', companyId],
    queryFn: ({ signal }) => listCompanyDepartments(companyId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export function useCompanyDepartments(companyId: number | undefined) {
  return useQuery({
    ...listCompanyDepartmentsQuery(companyId ?? 0),
    enabled: !!companyId,
    select: (data) => data.rh_departamento,
  });
}
