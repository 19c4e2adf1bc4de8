import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrilhaInput } from '@intranet/shared/trail/trail.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function createTrail(body: TrilhaInput): Promise<IdResponse> {
  return api<IdResponse>('/v1/rh/trilha', { method: 'POST', body, role: onboardingRole() });
}

export function useCreateTrail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTrail, onSuccess: () => client.invalidateQueries({ queryKey: ['trail'] }) });
}
