import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionsResponse } from '@intranet/shared/lookups/lookups.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Positions of a provider (GET v1/company/cargo/{company}); the form narrows them to the chosen department. */
export function listPositions(companyId: number): Promise<PositionsResponse> {
  return api<PositionsResponse>(`/v1/company/cargo/${companyId}`, { role: onboardingRole() });
}

export const listPositionsQuery = (companyId: number) =>
  queryOptions({ queryKey: ['lookups', 'positions', companyId], queryFn: () => listPositions(companyId), staleTime: 5 * 60_000 });

export function usePositions(companyId: number | undefined, departmentId: number | undefined) {
  return useQuery({
    ...listPositionsQuery(companyId ?? 0),
    enabled: !!companyId,
    select: (data) => (departmentId ? data.rh_cargo.filter((c) => c.setor.id_departamento === departmentId) : data.rh_cargo),
  });
}
