import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrilhaFiltroBody, TrilhaLista } from '@intranet/shared/trail/trail.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function listTrails(body: TrilhaFiltroBody): Promise<TrilhaLista> {
  return api<TrilhaLista>('/v1/rh/trilha/filtro', { method: 'POST', body, role: onboardingRole() });
}

export const listTrailsQuery = (body: TrilhaFiltroBody) => queryOptions({ queryKey: ['trail', 'list', body], queryFn: () => listTrails(body) });

export function useTrails(body: TrilhaFiltroBody) {
  return useQuery({ ...listTrailsQuery(body), placeholderData: keepPreviousData });
}
