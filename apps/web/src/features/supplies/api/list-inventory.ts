import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const inventoryQuery = (idEquipe: number) =>
  queryOptions({
    queryKey: ['supplies', 'inventory', idEquipe],
    queryFn: ({ signal }) => call(API.inventory, { query: { id_equipe: idEquipe } }, { signal }),
  });

/** A squad's counted rows, what the system expects beside each. */
export function useInventory(idEquipe: number) {
  return useQuery(inventoryQuery(idEquipe));
}
