import { endpoint } from '../api/endpoint';
import { contactsListResponse } from './contacts.schemas';

/** Every call of the contacts area. */
export const CONTACTS_API = {
  list: endpoint({ method: 'GET', path: '/v1/contacts', access: 'contacts.list', response: contactsListResponse }),
} as const;
