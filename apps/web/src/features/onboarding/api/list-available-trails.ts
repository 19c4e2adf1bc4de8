import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { call } from '../../../lib/api-client';

/** Trails not yet linked to the onboarding (every trail when no onboarding is given). */
export function listAvailableTrails(idOnboarding?: number, signal?: AbortSignal) {
  return call(
    ONBOARDING_API.availableTrails,
    { body: { filtro: idOnboarding ? { id_onboarding: idOnboarding } : {} } },
    { signal },
  );
}

export const listAvailableTrailsQuery = (idOnboarding?: number) =>
  queryOptions({
    queryKey: ['onboarding', 'available-trails', idOnboarding ?? null],
    queryFn: ({ signal }) => listAvailableTrails(idOnboarding, signal),
  });

export function useAvailableTrails(idOnboarding?: number, enabled = true) {
  return useQuery({ ...listAvailableTrailsQuery(idOnboarding), enabled });
}
