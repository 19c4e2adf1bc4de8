import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_COMPANIES_API as API } from '@intranet/shared/user-companies/user-companies.contract';
import type { UserCompaniesQuery } from '@intranet/shared/user-companies/user-companies.schemas';
import { call } from '../../../lib/api-client';

/** People with their companies: one page, searched and filtered by company. */
export const userCompaniesQuery = (query: UserCompaniesQuery, enabled = true) =>
  queryOptions({
    queryKey: ['user-companies', 'list', query],
    queryFn: ({ signal }) => call(API.list, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useUserCompanies(query: UserCompaniesQuery, enabled = true) {
  return useQuery(userCompaniesQuery(query, enabled));
}
