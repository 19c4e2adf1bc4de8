import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConteudoInput } from '@intranet/shared/content/content.schemas';
import type { IdResponse } from '@intranet/shared/onboarding/common.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function createContent(body: ConteudoInput): Promise<IdResponse> {
  return api<IdResponse>('/v1/rh/conteudo', { method: 'POST', body, role: onboardingRole() });
}

export function useCreateContent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createContent, onSuccess: () => client.invalidateQueries({ queryKey: ['content'] }) });
}
