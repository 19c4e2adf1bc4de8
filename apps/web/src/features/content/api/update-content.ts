import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConteudoInput } from '@intranet/shared/content/content.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function updateContent({ id, body }: { id: number; body: ConteudoInput }): Promise<IdResponse> {
  return api<IdResponse>(`/v1/rh/conteudo/${id}`, { method: 'PUT', body, role: onboardingRole() });
}

export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateContent, onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }) });
}
