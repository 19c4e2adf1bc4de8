import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

/** The vacancies open today (the careers site's public call). */
export const openVacanciesQuery = () =>
  queryOptions({
    queryKey: ['home', 'open-vacancies'],
    queryFn: ({ signal }) => call(CAREERS_API.publicList, { query: {} }, { signal }),
  });

export function useOpenVacancies() {
  return useQuery(openVacanciesQuery());
}
