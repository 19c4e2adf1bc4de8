import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { call } from '../../../lib/api-client';

export function listCustomers(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.customers);
}

export const customersListQuery = () => queryOptions({ queryKey: ['customers', 'list'], queryFn: ({ signal }) => listCustomers(signal) });

export function useCustomersList() {
  return useQuery(customersListQuery());
}
