import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FuncionarioConteudoItem, FuncionarioTrilhaBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** The contents of one trail for the employee, in priority order, with finalizado. */
export function listTrailContents(body: FuncionarioTrilhaBody): Promise<FuncionarioConteudoItem[]> {
  return api<FuncionarioConteudoItem[]>('/v1/onboarding/trilha/conteudos/funcionario', { method: 'POST', body, role: onboardingRole() });
}

export const listTrailContentsQuery = (body: FuncionarioTrilhaBody) =>
  queryOptions({ queryKey: ['onboarding-reading', 'trail', body], queryFn: () => listTrailContents(body) });

export function useTrailContents(body: FuncionarioTrilhaBody, enabled = true) {
  return useQuery({ ...listTrailContentsQuery(body), enabled });
}
