import type { ConteudoConcluirBody, LeituraResposta } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Records the end of a reading (data_fim) and marks the content finished. */
export function finishContent(body: ConteudoConcluirBody): Promise<LeituraResposta> {
  return api<LeituraResposta>('/v1/onboarding/conteudo/concluir', { method: 'POST', body, role: onboardingRole() });
}
