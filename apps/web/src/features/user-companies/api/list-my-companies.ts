import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_COMPANIES_API as API } from '@intranet/shared/user-companies/user-companies.contract';
import { call } from '../../../lib/api-client';

/** The signed-in person's own companies. */
export const myCompaniesQuery = (enabled = true) =>
  queryOptions({
    queryKey: ['user-companies', 'mine'],
    queryFn: ({ signal }) => call(API.mine, {}, { signal }),
    enabled,
  });

export function useMyCompanies(enabled = true) {
  return useQuery(myCompaniesQuery(enabled));
}
