import { queryOptions, useQuery } from '@tanstack/react-query';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { FuncionarioTrilhaBody } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { call } from '../../../lib/api-client';

/** The contents of one trail for the employee, in priority order, with finalizado. */
export function listTrailContents(body: FuncionarioTrilhaBody, signal?: AbortSignal) {
  return call(READING_API.trailContents, { body }, { signal });
}

export const listTrailContentsQuery = (body: FuncionarioTrilhaBody) =>
  queryOptions({
    queryKey: ['onboarding-reading', 'trail', body],
    queryFn: ({ signal }) => listTrailContents(body, signal),
  });

export function useTrailContents(body: FuncionarioTrilhaBody, enabled = true) {
  return useQuery({ ...listTrailContentsQuery(body), enabled });
}
