import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { call } from '../../lib/api-client';
import { LOOKUP_STALE_TIME } from './list-companies';

/** The providers' active cities (`GET v1/empresa/cidades`: id, nome). */
export const listCityOptions = (signal?: AbortSignal) => call(LOOKUPS_API.cityOptions, {}, { signal });

export const listCityOptionsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'city-options'],
    queryFn: ({ signal }) => listCityOptions(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export function useCityOptions() {
  return useQuery({ ...listCityOptionsQuery(), select: (data) => data.rh_cidade_provedor });
}
