import { z } from 'zod';

/** One read-confirmations record as the calls answer it. */
export const readConfirmationsItem = z.object({ id: z.number(), nome: z.string() });
export type ReadConfirmationsItem = z.infer<typeof readConfirmationsItem>;

/** `GET /v1/read-confirmations`: the records under the area's key. */
export const readConfirmationsListResponse = z.object({ read_confirmations: z.array(readConfirmationsItem) });
