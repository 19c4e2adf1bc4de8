import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { PROVIDER_API } from '@intranet/shared/providers/providers.contract';
import { call } from '../../../lib/api-client';

/** A provider and the cities it serves. */
export const providerCitiesQuery = (id: number) =>
  queryOptions({
    queryKey: ['providers', id, 'cities'],
    queryFn: async ({ signal }) => {
      const [provider, cities] = await Promise.all([
        call(PROVIDER_API.get, { params: { id: String(id) } }, { signal }),
        call(LOOKUPS_API.companyCities, { params: { company: String(id) } }, { signal }),
      ]);
      const cityRows = [...cities.rh_cidade_provedor].sort(
        (a, b) => a.uf.localeCompare(b.uf) || a.nome.localeCompare(b.nome, 'pt-BR'),
      );
      return { provider: provider.rh_empresa[0], cities: cityRows };
    },
  });

export function useProviderCities(id: number) {
  return useQuery(providerCitiesQuery(id));
}
