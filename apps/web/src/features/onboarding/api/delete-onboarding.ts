import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function deleteOnboarding(id: number): Promise<IdResponse> {
  return api<IdResponse>(`/v1/onboarding/delete/${id}`, { method: 'DELETE', role: onboardingRole() });
}

export function useDeleteOnboarding() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteOnboarding, onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }) });
}
