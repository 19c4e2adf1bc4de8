import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const getDashboard = (signal?: AbortSignal) => call(CAREERS_API.dashboard, {}, { signal });
export const getDashboardQuery = () =>
  queryOptions({ queryKey: ['careers', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal) });
export function useCareersDashboard() {
  return useQuery(getDashboardQuery());
}
