import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrilhaOpcao } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Trails not yet linked to the onboarding (every trail when no onboarding is given). */
export function listAvailableTrails(idOnboarding?: number): Promise<TrilhaOpcao[]> {
  return api<TrilhaOpcao[]>('/v1/lista/onboarding/trilha', {
    method: 'POST',
    body: { filtro: idOnboarding ? { id_onboarding: idOnboarding } : {} },
    role: onboardingRole(),
  });
}

export const listAvailableTrailsQuery = (idOnboarding?: number) =>
  queryOptions({ queryKey: ['onboarding', 'available-trails', idOnboarding ?? null], queryFn: () => listAvailableTrails(idOnboarding) });

export function useAvailableTrails(idOnboarding?: number) {
  return useQuery(listAvailableTrailsQuery(idOnboarding));
}
