import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listContacts } from './contacts.service';

/** The contacts area. */
export const contactsRoutes = defineRoutes('contacts', (r) => {
  r.on(API.list, async (ctx) => ({ contacts: await listContacts(ctx) }));
});
