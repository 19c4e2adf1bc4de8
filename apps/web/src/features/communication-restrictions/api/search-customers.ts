import { useMutation } from '@tanstack/react-query';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import type { CustomerSearch } from '@intranet/shared/customers/customers.schemas';
import { call } from '../../../lib/api-client';

/** The customer lookup (`POST v1/relacionamento/clientes`): a provider and its code or CPF. */
export function searchCustomers(body: CustomerSearch) {
  return call(CUSTOMERS_API.search, { body }).then((answer) => answer.relacionamento_dados_pessoas);
}

export function useCustomerSearch() {
  return useMutation({ mutationFn: searchCustomers });
}
