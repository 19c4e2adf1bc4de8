import type { ProximoConteudo, ProximoConteudoBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** The content after `prioridade` in the same trail, or null at the end of the trail. */
export function nextContent(body: ProximoConteudoBody): Promise<ProximoConteudo> {
  return api<ProximoConteudo>('/v1/onboarding/trilha/conteudos/funcionario/next', { method: 'POST', body, role: onboardingRole() });
}
