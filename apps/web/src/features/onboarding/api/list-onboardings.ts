import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingFiltroBody, OnboardingLista } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function listOnboardings(body: OnboardingFiltroBody): Promise<OnboardingLista> {
  return api<OnboardingLista>('/v1/onboarding/trilha/filtro', { method: 'POST', body, role: onboardingRole() });
}

export const listOnboardingsQuery = (body: OnboardingFiltroBody) =>
  queryOptions({ queryKey: ['onboarding', 'list', body], queryFn: () => listOnboardings(body) });

export function useOnboardings(body: OnboardingFiltroBody) {
  return useQuery({ ...listOnboardingsQuery(body), placeholderData: keepPreviousData });
}
