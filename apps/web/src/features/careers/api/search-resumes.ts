import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const searchResumes = (
  arg: { q: string; id_vaga?: number; limit: number; offset: number },
  signal?: AbortSignal,
) => call(CAREERS_API.search, { body: arg }, { signal });
export const searchResumesQuery = (arg: { q: string; id_vaga?: number; limit: number; offset: number }) =>
  queryOptions({ queryKey: ['careers', 'search', arg], queryFn: ({ signal }) => searchResumes(arg, signal) });
export function useResumeSearch(arg: { q: string; id_vaga?: number; limit: number; offset: number }) {
  return useQuery(searchResumesQuery(arg));
}
