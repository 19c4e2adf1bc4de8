import { useMutation } from '@tanstack/react-query';
import type { ConteudoInicioBody, LeituraResposta } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Records the start of a reading (the server keeps the first start only). */
export function startContent(body: ConteudoInicioBody): Promise<LeituraResposta> {
  return api<LeituraResposta>('/v1/onboarding/conteudo/inicio', { method: 'POST', body, role: onboardingRole() });
}

export function useStartContent() {
  return useMutation({ mutationFn: startContent });
}
