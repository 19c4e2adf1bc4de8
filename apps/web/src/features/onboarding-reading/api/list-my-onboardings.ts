import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FuncionarioHomeItem } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** The signed-in employee's onboardings with progress and where to continue. */
export function listMyOnboardings(): Promise<FuncionarioHomeItem[]> {
  return api<FuncionarioHomeItem[]>('/v1/onboarding/funcionario/home', { role: onboardingRole() });
}

export const listMyOnboardingsQuery = () => queryOptions({ queryKey: ['onboarding-reading', 'home'], queryFn: listMyOnboardings });

export function useMyOnboardings(enabled = true) {
  return useQuery({ ...listMyOnboardingsQuery(), enabled });
}
