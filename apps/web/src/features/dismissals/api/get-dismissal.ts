import { queryOptions, useQuery } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import { call } from '../../../lib/api-client';

export const dismissalQuery = (id: number) =>
  queryOptions({
    queryKey: ['dismissals', 'record', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }),
  });

/** One dismissal and its checklist. */
export function useDismissal(id: number) {
  return useQuery(dismissalQuery(id));
}
