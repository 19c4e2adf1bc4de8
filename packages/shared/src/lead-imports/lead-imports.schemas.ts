import { z } from 'zod';

/** One lead-imports record as the calls answer it. */
export const leadImportsItem = z.object({ id: z.number(), nome: z.string() });
export type LeadImportsItem = z.infer<typeof leadImportsItem>;

/** `GET /v1/lead-imports`: the records under the area's key. */
export const leadImportsListResponse = z.object({ lead_imports: z.array(leadImportsItem) });
