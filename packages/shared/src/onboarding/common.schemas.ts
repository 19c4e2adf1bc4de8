import { z } from 'zod';
import { MSG } from '../validation/messages';

/** A positive integer id (body field). */
export const idField = (message: string = MSG.invalidData) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/** Offset/limit paging with the report's defaults (offset 0, limit 20, at most 100). */
export const pagingFields = {
  offset: z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .min(0, { error: MSG.invalidData })
    .default(0),
  limit: z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .min(1, { error: MSG.invalidData })
    .max(100, { error: MSG.invalidData })
    .default(20),
};

/** `{ id }` answers of create/update/delete calls. */
export const idResponse = z.object({ id: z.number() });
export type IdResponse = z.infer<typeof idResponse>;

/** ISO 8601 timestamp as sent by the server. */
export const isoDateTime = z.string();
