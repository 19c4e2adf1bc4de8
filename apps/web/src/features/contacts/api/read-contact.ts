import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { call } from '../../../lib/api-client';

export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: ['contacts', 'profile', id],
    queryFn: ({ signal }) => call(API.profile, { params: { id } }, { signal }).then((a) => a.contato),
  });

export function useContact(id: number) {
  return useQuery({ ...contactQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
