import { queryOptions, useQuery } from '@tanstack/react-query';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import { call } from '../../../lib/api-client';

export function listMyHrContents(signal?: AbortSignal) {
  return call(READING_API.home, {}, { signal });
}

export const myHrContentsQuery = () =>
  queryOptions({ queryKey: ['content-home', 'hr-contents'], queryFn: ({ signal }) => listMyHrContents(signal) });

/** The employee's onboardings: the HR contents given to them, trail by trail, with their progress. */
export function useMyHrContents() {
  return useQuery(myHrContentsQuery());
}
