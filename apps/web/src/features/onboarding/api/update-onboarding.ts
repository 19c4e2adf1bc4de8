import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingUpdate } from '@intranet/shared/onboarding/onboarding.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Saves the four fields, or only `status` (activate/deactivate from the list). */
export function updateOnboarding({ id, body }: { id: number; body: OnboardingUpdate }): Promise<IdResponse> {
  return api<IdResponse>(`/v1/rh/trilha/onboarding/${id}`, { method: 'PUT', body, role: onboardingRole() });
}

export function useUpdateOnboarding() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOnboarding, onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }) });
}
