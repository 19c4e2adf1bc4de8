import { z } from 'zod';

/** One communication-scale record as the calls answer it. */
export const communicationScaleItem = z.object({ id: z.number(), nome: z.string() });
export type CommunicationScaleItem = z.infer<typeof communicationScaleItem>;

/** `GET /v1/communication-scale`: the records under the area's key. */
export const communicationScaleListResponse = z.object({ communication_scale: z.array(communicationScaleItem) });
