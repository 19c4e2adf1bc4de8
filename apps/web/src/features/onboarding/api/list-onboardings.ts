import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingFiltroBody } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

export function listOnboardings(body: OnboardingFiltroBody, signal?: AbortSignal) {
  return call(ONBOARDING_API.list, { body }, { signal });
}

export const listOnboardingsQuery = (body: OnboardingFiltroBody) =>
  queryOptions({ queryKey: ['onboarding', 'list', body], queryFn: ({ signal }) => listOnboardings(body, signal) });

export function useOnboardings(body: OnboardingFiltroBody) {
  return useQuery({ ...listOnboardingsQuery(body), placeholderData: keepPreviousData });
}
