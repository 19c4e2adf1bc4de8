import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conteudo } from '@intranet/shared/content/content.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function getContent(id: number): Promise<Conteudo> {
  return api<Conteudo>(`/v1/rh/conteudo/${id}`, { role: onboardingRole() });
}

export const getContentQuery = (id: number) => queryOptions({ queryKey: ['content', 'detail', id], queryFn: () => getContent(id) });

export function useContent(id: number) {
  return useQuery({ ...getContentQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
