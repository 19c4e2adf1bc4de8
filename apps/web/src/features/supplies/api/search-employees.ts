import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const employeesQuery = (busca: string) =>
  queryOptions({
    queryKey: ['supplies', 'employees', busca],
    queryFn: ({ signal }) => call(API.employees, { query: { busca } }, { signal }),
  });

/** Active employees whose name contains `busca` (the first 20): a squad's possible members. */
export function useEmployees(busca: string, enabled: boolean) {
  return useQuery({ ...employeesQuery(busca), enabled });
}
