import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompaniesResponse } from '@intranet/shared/lookups/lookups.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function listCompanies(): Promise<CompaniesResponse> {
  return api<CompaniesResponse>('/v1/companies', { role: onboardingRole() });
}

export const listCompaniesQuery = () => queryOptions({ queryKey: ['lookups', 'companies'], queryFn: listCompanies, staleTime: 5 * 60_000 });

export function useCompanies() {
  return useQuery({ ...listCompaniesQuery(), select: (data) => data.companies });
}
