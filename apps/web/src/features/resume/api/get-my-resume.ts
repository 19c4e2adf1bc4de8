import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const getMyResume = (signal?: AbortSignal) => call(RESUME_API.mine, {}, { signal });
export const getMyResumeQuery = () =>
  queryOptions({ queryKey: ['resume', 'mine'], queryFn: ({ signal }) => getMyResume(signal) });
export function useMyResume() {
  return useQuery(getMyResumeQuery());
}
