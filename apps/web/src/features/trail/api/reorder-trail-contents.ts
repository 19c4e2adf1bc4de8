import type { TrilhaConteudoItem, TrilhaConteudoOrdem } from '@intranet/shared/trail/trail.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function reorderTrailContents(body: TrilhaConteudoOrdem): Promise<TrilhaConteudoItem[]> {
  return api<TrilhaConteudoItem[]>('/v1/rh/trilha/conteudo/ordem', { method: 'PUT', body, role: onboardingRole() });
}
