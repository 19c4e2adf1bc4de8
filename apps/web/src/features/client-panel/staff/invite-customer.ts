import { useMutation } from '@tanstack/react-query';
import { CLIENT_PANEL_API } from '@intranet/shared/client-panel/client-panel.contract';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import { call } from '../../../lib/api-client';

/** The customer rows of a provider with this CPF (the customer directory's lookup). */
export function findCustomers(input: { sistema: number; cpf: string }) {
  return call(CUSTOMERS_API.search, { body: input });
}

/** Invites a customer row's holder to the client panel; answers where the link went. */
export function inviteCustomer(idPessoa: number) {
  return call(CLIENT_PANEL_API.invite, { body: { id_pessoa: idPessoa } });
}

export function useFindCustomers() {
  return useMutation({ mutationFn: findCustomers });
}

export function useInviteCustomer() {
  return useMutation({ mutationFn: inviteCustomer });
}
