import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingInput } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

/** Creates the onboarding and its trail links in one call. */
export function createOnboarding(body: OnboardingInput) {
  return call(ONBOARDING_API.create, { body });
}

export function useCreateOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}
