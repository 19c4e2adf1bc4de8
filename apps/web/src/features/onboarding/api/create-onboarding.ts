import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput } from '@intranet/shared/onboarding/onboarding.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Creates the onboarding and its trail links in one call. */
export function createOnboarding(body: OnboardingInput): Promise<IdResponse> {
  return api<IdResponse>('/v1/rh/trilha/onboarding', { method: 'POST', body, role: onboardingRole() });
}

export function useCreateOnboarding() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createOnboarding, onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }) });
}
