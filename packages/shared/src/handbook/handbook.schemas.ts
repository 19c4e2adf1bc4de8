import { z } from 'zod';

/** One handbook record as the calls answer it. */
export const handbookItem = z.object({ id: z.number(), nome: z.string() });
export type HandbookItem = z.infer<typeof handbookItem>;

/** `GET /v1/handbook`: the records under the area's key. */
export const handbookListResponse = z.object({ handbook: z.array(handbookItem) });
