import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const getVacancy = (arg: number, signal?: AbortSignal) =>
  call(CAREERS_API.get, { params: { id: arg } }, { signal });
export const getVacancyQuery = (arg: number) =>
  queryOptions({ queryKey: ['careers', 'vacancy', arg], queryFn: ({ signal }) => getVacancy(arg, signal) });
/** The vacancy being edited; none (no call) for a new one. */
export function useVacancy(arg: number | null) {
  return useQuery({ ...getVacancyQuery(arg ?? 0), enabled: arg !== null });
}
