import type { TrilhaConteudoItem, TrilhaConteudoLink } from '@intranet/shared/trail/trail.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function linkTrailContents(body: TrilhaConteudoLink): Promise<TrilhaConteudoItem[]> {
  return api<TrilhaConteudoItem[]>('/v1/rh/trilha/conteudo', { method: 'POST', body, role: onboardingRole() });
}
