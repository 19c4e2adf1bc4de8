import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const dashboardQuery = () =>
  queryOptions({ queryKey: ['supplies', 'dashboard'], queryFn: ({ signal }) => call(API.dashboard, {}, { signal }) });

export function useSuppliesDashboard() {
  return useQuery(dashboardQuery());
}
