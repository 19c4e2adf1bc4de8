import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function deleteContent(id: number): Promise<IdResponse> {
  return api<IdResponse>(`/v1/rh/conteudo/${id}`, { method: 'DELETE', role: onboardingRole() });
}

export function useDeleteContent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteContent, onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }) });
}
