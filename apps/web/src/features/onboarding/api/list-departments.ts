import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDepartmentsResponse } from '@intranet/shared/lookups/lookups.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Departments of a provider (GET /v1/departamentos/empresa/{companyId}). */
export function listDepartments(companyId: number): Promise<CompanyDepartmentsResponse> {
  return api<CompanyDepartmentsResponse>(`/v1/departamentos/empresa/${companyId}`, { role: onboardingRole() });
}

export const listDepartmentsQuery = (companyId: number) =>
  queryOptions({ queryKey: ['lookups', 'departments', companyId], queryFn: () => listDepartments(companyId), staleTime: 5 * 60_000 });

export function useDepartments(companyId: number | undefined) {
  return useQuery({ ...listDepartmentsQuery(companyId ?? 0), enabled: !!companyId, select: (data) => data.rh_departamento });
}
