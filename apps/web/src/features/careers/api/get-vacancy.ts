import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const getVacancy = (arg: number, signal?: AbortSignal) => call(CAREERS_API.get, { params: { id: arg } }, { signal });
export const getVacancyQuery = (arg: number) => queryOptions({ queryKey: ['careers', 'vacancy', arg], queryFn: ({ signal }) => getVacancy(arg, signal) });
export function useVacancy(arg: number) {
  return useQuery(getVacancyQuery(arg));
}
