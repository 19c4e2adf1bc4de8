import type { ProximaTrilha, ProximaTrilhaBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** The trail after `prioridade` and its first content; both null when the onboarding is over. */
export function nextTrail(body: ProximaTrilhaBody): Promise<ProximaTrilha> {
  return api<ProximaTrilha>('/v1/onboarding/trilha/funcionario/next', { method: 'POST', body, role: onboardingRole() });
}
