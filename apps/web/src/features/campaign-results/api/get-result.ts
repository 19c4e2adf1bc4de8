import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResults } from './list-results';

/** One result, read through the list's filter by id (spec §7: `filtro id _eq`). */
export const resultQuery = (id: number) =>
  queryOptions({
    queryKey: ['campaign-results', 'one', id],
    queryFn: ({ signal }) => listResults({ filtro: { id: { _eq: id } } }, signal).then((rows) => rows[0] ?? null),
  });

export function useResult(id: number | undefined) {
  return useQuery({ ...resultQuery(id ?? 0), enabled: !!id });
}
