import type { TrilhaConteudoItem, TrilhaConteudoUnlink } from '@intranet/shared/trail/trail.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function unlinkTrailContent(body: TrilhaConteudoUnlink): Promise<TrilhaConteudoItem[]> {
  return api<TrilhaConteudoItem[]>('/v1/rh/trilha/conteudo', { method: 'DELETE', body, role: onboardingRole() });
}
