import type { ContactsItem } from '@intranet/shared/contacts/contacts.schemas';
import type { ContactsRow } from './contacts.repository';

/** The fields a client sees. */
export function presentContacts(row: ContactsRow): ContactsItem {
  return { id: row.id, nome: row.nome };
}
