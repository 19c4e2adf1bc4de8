import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { defineRoutes } from '../../platform/http/routes';
import { contactVcard, listContacts, readContact, saveOwnContact } from './contacts.service';

/** The employee directory. */
export const contactsRoutes = defineRoutes('contacts', (r) => {
  r.on(API.list, (ctx, { query }) => listContacts(ctx, query));
  r.on(API.profile, async (ctx, { params }) => ({ contato: await readContact(ctx, params.id) }));
  r.on(API.vcard, async (ctx, { params }, { reply }) => {
    const file = await contactVcard(ctx, params.id);
    return reply
      .header('content-type', 'text/vcard; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  r.on(API.saveOwn, async (ctx, { body }) => ({ contato: await saveOwnContact(ctx, body) }));
});
