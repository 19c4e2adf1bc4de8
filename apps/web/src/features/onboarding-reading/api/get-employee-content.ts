import { queryOptions, useQuery } from '@tanstack/react-query';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { FuncionarioConteudoBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

export function getEmployeeContent(body: FuncionarioConteudoBody, signal?: AbortSignal) {
  return call(READING_API.content, { body }, { signal });
}

export const getEmployeeContentQuery = (body: FuncionarioConteudoBody) =>
  queryOptions({
    queryKey: ['onboarding-reading', 'content', body.filtro],
    queryFn: ({ signal }) => getEmployeeContent(body, signal),
  });

export function useEmployeeContent(body: FuncionarioConteudoBody, enabled = true) {
  return useQuery({ ...getEmployeeContentQuery(body), enabled });
}
