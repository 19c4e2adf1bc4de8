import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingUpdate } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

/** Saves the four fields, or only `status` (activate/deactivate from the list). */
export function updateOnboarding({ id, body }: { id: number; body: OnboardingUpdate }) {
  return call(ONBOARDING_API.update, { params: { id }, body });
}

export function useUpdateOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}
