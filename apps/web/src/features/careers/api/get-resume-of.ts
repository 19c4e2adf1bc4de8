import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const getResumeOf = (arg: number, signal?: AbortSignal) =>
  call(RESUME_API.read, { params: { id: arg } }, { signal });
export const getResumeOfQuery = (arg: number) =>
  queryOptions({ queryKey: ['resume', 'of', arg], queryFn: ({ signal }) => getResumeOf(arg, signal) });
export function useResumeOf(arg: number) {
  return useQuery(getResumeOfQuery(arg));
}
