import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { contactResponse, contactsListResponse, contactsQuery, ownContactInput } from './contacts.schemas';

const byId = z.object({ id: idParam });

/** Every call of the employee directory (`/contacts/...`). */
export const CONTACTS_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/contatos',
    access: 'contacts.list',
    query: contactsQuery,
    response: contactsListResponse,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/v1/contatos/:id',
    access: 'contacts.list',
    params: byId,
    response: contactResponse,
  }),
  /** The colleague's card as a vCard 4.0 file (text/vcard, UTF-8). */
  vcard: endpoint({
    method: 'GET',
    path: '/v1/contatos/:id/vcard',
    access: 'contacts.list',
    params: byId,
    response: null,
  }),
  saveOwn: endpoint({
    method: 'PUT',
    path: '/v1/contatos/eu',
    access: 'contacts.editOwn',
    body: ownContactInput,
    response: contactResponse,
  }),
} as const;
