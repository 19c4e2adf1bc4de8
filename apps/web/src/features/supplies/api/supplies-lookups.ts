import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const suppliesLookupsQuery = () =>
  queryOptions({ queryKey: ['supplies', 'lookups'], queryFn: ({ signal }) => call(API.lookups, {}, { signal }) });

/** Providers, products, places and squads for the screens' filters and forms. */
export function useSuppliesLookups() {
  return useQuery(suppliesLookupsQuery());
}
