import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MICROREGION_PUBLIC_API as API } from '@intranet/shared/cities/cities.contract';
import { call } from '../../../lib/api-client';

/** The microregions served (no login): one page, of one provider or all. */
export const publicMicroregionsQuery = (pagina: number, empresa: number | undefined) =>
  queryOptions({
    queryKey: ['microregions', 'public', pagina, empresa],
    queryFn: ({ signal }) => call(API.list, { query: { pagina, empresa } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePublicMicroregions(pagina: number, empresa: number | undefined) {
  return useQuery(publicMicroregionsQuery(pagina, empresa));
}
