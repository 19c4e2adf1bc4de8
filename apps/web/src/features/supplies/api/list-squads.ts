import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const squadsQuery = () =>
  queryOptions({ queryKey: ['supplies', 'squads'], queryFn: ({ signal }) => call(API.squads, {}, { signal }) });

/** The squads, their members, units and value at cost. */
export function useSquads() {
  return useQuery(squadsQuery());
}
