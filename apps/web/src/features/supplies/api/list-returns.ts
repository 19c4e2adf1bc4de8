import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import type { returnListQuery } from '@intranet/shared/supplies/supplies.schemas';
import { call } from '../../../lib/api-client';

export type ReturnListQuery = z.input<typeof returnListQuery>;

export const returnsQuery = (query: ReturnListQuery) =>
  queryOptions({
    queryKey: ['supplies', 'returns', query],
    queryFn: ({ signal }) => call(API.returns, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Returns received (or, `alternativo`, waiting for their OS or tag). */
export function useReturns(query: ReturnListQuery) {
  return useQuery(returnsQuery(query));
}
