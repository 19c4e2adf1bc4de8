import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConteudoFiltroBody, ConteudoLista } from '@intranet/shared/content/content.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function listContents(body: ConteudoFiltroBody): Promise<ConteudoLista> {
  return api<ConteudoLista>('/v1/rh/conteudo/filtro', { method: 'POST', body, role: onboardingRole() });
}

export const listContentsQuery = (body: ConteudoFiltroBody) =>
  queryOptions({ queryKey: ['content', 'list', body], queryFn: () => listContents(body) });

export function useContents(body: ConteudoFiltroBody) {
  return useQuery({ ...listContentsQuery(body), placeholderData: keepPreviousData });
}
