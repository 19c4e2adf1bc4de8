import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const listVacancies = (arg: string | undefined, signal?: AbortSignal) =>
  call(CAREERS_API.list, { body: { filtro: { empresa: arg } } }, { signal });
export const listVacanciesQuery = (arg: string | undefined) =>
  queryOptions({ queryKey: ['careers', 'vacancies', arg], queryFn: ({ signal }) => listVacancies(arg, signal) });
export function useVacancies(arg: string | undefined) {
  return useQuery(listVacanciesQuery(arg));
}
