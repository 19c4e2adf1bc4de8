import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const getPublicVacancy = (arg: number, signal?: AbortSignal) =>
  call(CAREERS_API.publicDetail, { params: { id: arg } }, { signal });
export const getPublicVacancyQuery = (arg: number) =>
  queryOptions({ queryKey: ['careers', 'public', arg], queryFn: ({ signal }) => getPublicVacancy(arg, signal) });
export function usePublicVacancy(arg: number) {
  return useQuery(getPublicVacancyQuery(arg));
}
