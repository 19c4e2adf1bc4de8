import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

/** One's own résumé, as the application sends it. */
export const getMyResumeForApplying = (signal?: AbortSignal) => call(RESUME_API.mine, {}, { signal });
export const getMyResumeForApplyingQuery = () =>
  queryOptions({ queryKey: ['resume', 'mine'], queryFn: ({ signal }) => getMyResumeForApplying(signal) });
export function useMyResumeForApplying() {
  return useQuery(getMyResumeForApplyingQuery());
}
