import { useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../../lib/api-client';

/** Active categories (v1/elogios), with icon and colour. */
export function useComplimentCategoryOptions() {
  return useQuery({
    queryKey: ['compliments', 'category-options'],
    queryFn: ({ signal }) => call(LOOKUPS_API.complimentCategories, {}, { signal }).then((r) => r.rh_elogio_categoria),
    staleTime: 5 * 60_000,
  });
}

/** Active employees (v1/company/users), for the colleague select and the filters. */
export function useColleagueOptions() {
  return useQuery({
    queryKey: ['lookups', 'company-users'],
    queryFn: ({ signal }) =>
      call(LOOKUPS_API.companyUsers, { query: {} }, { signal }).then((r) =>
        r.rh_usuario.map((u) => ({ value: u.id, label: u.nome })),
      ),
    staleTime: 5 * 60_000,
  });
}
