import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function deleteTrail(id: number): Promise<IdResponse> {
  return api<IdResponse>(`/v1/rh/trilha/${id}`, { method: 'DELETE', role: onboardingRole() });
}

export function useDeleteTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
