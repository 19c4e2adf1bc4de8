import { z } from 'zod';

/** One leads record as the calls answer it. */
export const leadsItem = z.object({ id: z.number(), nome: z.string() });
export type LeadsItem = z.infer<typeof leadsItem>;

/** `GET /v1/leads`: the records under the area's key. */
export const leadsListResponse = z.object({ leads: z.array(leadsItem) });
