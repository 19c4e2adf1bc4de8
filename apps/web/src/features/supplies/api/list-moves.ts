import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { moveListQuery } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

export type MoveListQuery = z.input<typeof moveListQuery>;

export const movesQuery = (query: MoveListQuery) =>
  queryOptions({
    queryKey: ['supplies', 'moves', query],
    queryFn: ({ signal }) => call(API.moves, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of moves, newest first (keyset: `antes_de`). */
export function useMoves(query: MoveListQuery) {
  return useQuery(movesQuery(query));
}
