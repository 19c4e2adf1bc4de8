import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { call } from '../../../lib/api-client';

export function listContacts(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.contacts);
}

export const contactsListQuery = () =>
  queryOptions({ queryKey: ['contacts', 'list'], queryFn: ({ signal }) => listContacts(signal) });

export function useContactsList() {
  return useQuery(contactsListQuery());
}
