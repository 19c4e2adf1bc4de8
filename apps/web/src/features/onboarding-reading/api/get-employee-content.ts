import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FuncionarioConteudo, FuncionarioConteudoBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function getEmployeeContent(body: FuncionarioConteudoBody): Promise<FuncionarioConteudo> {
  return api<FuncionarioConteudo>('/v1/rh/onboarding/funcionario/conteudo', { method: 'POST', body, role: onboardingRole() });
}

export const getEmployeeContentQuery = (body: FuncionarioConteudoBody) =>
  queryOptions({ queryKey: ['onboarding-reading', 'content', body.filtro], queryFn: () => getEmployeeContent(body) });

export function useEmployeeContent(body: FuncionarioConteudoBody, enabled = true) {
  return useQuery({ ...getEmployeeContentQuery(body), enabled });
}
