/** Texts of contacts that the web and the server show. */
export const CONTACTS_MSG = {
  title: 'Contacts',
} as const;
