import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const valuesQuery = (agrupar: 'local' | 'equipe') =>
  queryOptions({
    queryKey: ['supplies', 'values', agrupar],
    queryFn: ({ signal }) => call(API.values, { query: { agrupar } }, { signal }),
  });

/** Worth at cost per place or per squad. */
export function useValues(agrupar: 'local' | 'equipe') {
  return useQuery(valuesQuery(agrupar));
}
