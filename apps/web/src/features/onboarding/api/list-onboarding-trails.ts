import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingTrilhaItem } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Trails linked to an onboarding, in its order. */
export function listOnboardingTrails(idOnboarding: number): Promise<OnboardingTrilhaItem[]> {
  return api<OnboardingTrilhaItem[]>('/v1/rh/onboarding/trilha/filtrado', {
    method: 'POST',
    body: { filtro: { id_onboarding: idOnboarding } },
    role: onboardingRole(),
  });
}

export const listOnboardingTrailsQuery = (idOnboarding: number) =>
  queryOptions({ queryKey: ['onboarding', 'trails', idOnboarding], queryFn: () => listOnboardingTrails(idOnboarding) });

export function useOnboardingTrails(idOnboarding: number) {
  return useQuery({ ...listOnboardingTrailsQuery(idOnboarding), enabled: idOnboarding > 0 });
}
