import { useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../../lib/api-client';

/** Active employees (v1/company/users) for HR's employee select and filter. */
export function useEmployeeOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'company-users'],
    queryFn: ({ signal }) =>
      call(LOOKUPS_API.companyUsers, { query: {} }, { signal }).then((r) =>
        r.rh_usuario.map((u) => ({ value: u.id, label: u.nome })),
      ),
    staleTime: 5 * 60_000,
    enabled,
  });
}
