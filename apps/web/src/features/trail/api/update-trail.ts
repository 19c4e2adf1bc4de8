import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrilhaUpdate } from '@intranet/shared/trail/trail.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function updateTrail({ id, body }: { id: number; body: TrilhaUpdate }): Promise<IdResponse> {
  return api<IdResponse>(`/v1/rh/trilha/${id}`, { method: 'PUT', body, role: onboardingRole() });
}

export function useUpdateTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
