import type { ContactsItem } from '@intranet/shared/contacts/contacts.schemas';
import type { OpContext } from '../../platform/http/routes';
import { presentContacts } from './contacts.presenter';
import { contactsRepository } from './contacts.repository';

/** The records of the area, as the list answers them. */
export async function listContacts(ctx: OpContext): Promise<ContactsItem[]> {
  return (await contactsRepository.find(ctx.db)).map(presentContacts);
}
