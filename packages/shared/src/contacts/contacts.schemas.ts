import { z } from 'zod';

/** One contacts record as the calls answer it. */
export const contactsItem = z.object({ id: z.number(), nome: z.string() });
export type ContactsItem = z.infer<typeof contactsItem>;

/** `GET /v1/contacts`: the records under the area's key. */
export const contactsListResponse = z.object({ contacts: z.array(contactsItem) });
