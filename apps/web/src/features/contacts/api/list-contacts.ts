import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import type { ContactsQuery } from '@intranet/shared/contacts/contacts.schemas';
import { call } from '../../../lib/api-client';

/** A page of the directory. */
export const contactsQuery = (q: ContactsQuery) =>
  queryOptions({
    queryKey: ['contacts', 'list', q],
    queryFn: ({ signal }) => call(API.list, { query: q }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useContacts(q: ContactsQuery) {
  return useQuery(contactsQuery(q));
}
