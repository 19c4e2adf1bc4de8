import { z } from 'zod';

/** One communication-restrictions record as the calls answer it. */
export const communicationRestrictionsItem = z.object({ id: z.number(), nome: z.string() });
export type CommunicationRestrictionsItem = z.infer<typeof communicationRestrictionsItem>;

/** `GET /v1/communication-restrictions`: the records under the area's key. */
export const communicationRestrictionsListResponse = z.object({ communication_restrictions: z.array(communicationRestrictionsItem) });
