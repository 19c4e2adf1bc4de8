import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { call } from '../../../lib/api-client';

/** Trails linked to an onboarding, in its order. */
export function listOnboardingTrails(idOnboarding: number, signal?: AbortSignal) {
  return call(ONBOARDING_API.trailsOf, { body: { filtro: { id_onboarding: idOnboarding } } }, { signal });
}

export const listOnboardingTrailsQuery = (idOnboarding: number) =>
  queryOptions({
    queryKey: ['onboarding', 'trails', idOnboarding],
    queryFn: ({ signal }) => listOnboardingTrails(idOnboarding, signal),
  });

export function useOnboardingTrails(idOnboarding: number) {
  return useQuery({ ...listOnboardingTrailsQuery(idOnboarding), enabled: idOnboarding > 0 });
}
