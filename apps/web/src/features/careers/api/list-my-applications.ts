import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const listMyApplications = (signal?: AbortSignal) => call(CAREERS_API.mine, {}, { signal });
export const listMyApplicationsQuery = () =>
  queryOptions({ queryKey: ['careers', 'mine'], queryFn: ({ signal }) => listMyApplications(signal) });
export function useMyApplications() {
  return useQuery(listMyApplicationsQuery());
}
