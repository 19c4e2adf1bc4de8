import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConteudoLista, ConteudoResumo } from '@intranet/shared/content/content.schemas';
import { api } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Every content (title order is the server's), fetched page by page for the selection list. */
export function listContentOptions(): Promise<ConteudoResumo[]> {
  return fetchAllPages((offset, limit) => api<ConteudoLista>('/v1/rh/conteudo/filtro', { method: 'POST', body: { filtro: {}, offset, limit }, role: onboardingRole() }));
}

export const listContentOptionsQuery = () => queryOptions({ queryKey: ['content', 'options'], queryFn: listContentOptions });

export function useContentOptions() {
  return useQuery(listContentOptionsQuery());
}
