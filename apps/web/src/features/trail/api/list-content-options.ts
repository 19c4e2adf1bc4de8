import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConteudoLista, ConteudoResumo } from '@intranet/shared/onboarding/content.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

const PAGE = 100;

/** Every content (title order is the server's), fetched page by page for the selection list. */
export async function listContentOptions(): Promise<ConteudoResumo[]> {
  const all: ConteudoResumo[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await api<ConteudoLista>('/v1/rh/conteudo/filtro', { method: 'POST', body: { filtro: {}, offset, limit: PAGE }, role: onboardingRole() });
    all.push(...page.dados);
    if (page.dados.length < PAGE || all.length >= page.total) return all;
  }
}

export const listContentOptionsQuery = () => queryOptions({ queryKey: ['content', 'options'], queryFn: listContentOptions });

export function useContentOptions() {
  return useQuery(listContentOptionsQuery());
}
