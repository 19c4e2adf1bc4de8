import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import type { OwnContactInput } from '@intranet/shared/contacts/contacts.schemas';
import { call } from '../../../lib/api-client';

/** The caller's own extension and work phone. */
export function useSaveOwnContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnContactInput) => call(API.saveOwn, { body: input }).then((a) => a.contato),
    onSuccess: (contato) => {
      client.setQueryData(['contacts', 'profile', contato.id], contato);
      return client.invalidateQueries({ queryKey: ['contacts', 'list'] });
    },
  });
}
