import { z } from 'zod';
import { MSG } from '../validation/messages';

/** A positive integer id (body field). */
export const idField = (message: string = MSG.invalidData) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/** Offset/limit paging of a body: the one definition of api/paging.ts. */
export { pagingFields } from '../api/paging';

/** `{ id }` answers of create/update/delete calls. */
export const idResponse = z.object({ id: z.number() });
export type IdResponse = z.infer<typeof idResponse>;

/** ISO 8601 timestamp as sent by the server. */
export const isoDateTime = z.string();
