import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import { call } from '../../../lib/api-client';

export const dismissalPeopleQuery = (query: { busca?: string; id?: number }) =>
  queryOptions({
    queryKey: ['dismissals', 'people', query],
    queryFn: ({ signal }) => call(API.people, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The register form's people: by name as one types, or the one chosen by id. */
export function useDismissalPeople(query: { busca?: string; id?: number }) {
  return useQuery(dismissalPeopleQuery(query));
}
