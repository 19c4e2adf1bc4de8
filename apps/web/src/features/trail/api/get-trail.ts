import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrilhaDetalhe } from '@intranet/shared/trail/trail.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function getTrail(id: number): Promise<TrilhaDetalhe> {
  return api<TrilhaDetalhe>(`/v1/rh/trilha/${id}`, { role: onboardingRole() });
}

export const getTrailQuery = (id: number) => queryOptions({ queryKey: ['trail', 'detail', id], queryFn: () => getTrail(id) });

export function useTrail(id: number) {
  return useQuery({ ...getTrailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
