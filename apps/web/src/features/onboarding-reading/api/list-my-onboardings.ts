import { queryOptions, useQuery } from '@tanstack/react-query';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import { call } from '../../../lib/api-client';

/** The signed-in employee's onboardings with progress and where to continue. */
export function listMyOnboardings(signal?: AbortSignal) {
  return call(READING_API.home, {}, { signal });
}

export const listMyOnboardingsQuery = () =>
  queryOptions({ queryKey: ['onboarding-reading', 'home'], queryFn: ({ signal }) => listMyOnboardings(signal) });

export function useMyOnboardings(enabled = true) {
  return useQuery({ ...listMyOnboardingsQuery(), enabled });
}
