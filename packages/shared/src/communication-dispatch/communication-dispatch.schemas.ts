import { z } from 'zod';

/** One communication-dispatch record as the calls answer it. */
export const communicationDispatchItem = z.object({ id: z.number(), nome: z.string() });
export type CommunicationDispatchItem = z.infer<typeof communicationDispatchItem>;

/** `GET /v1/communication-dispatch`: the records under the area's key. */
export const communicationDispatchListResponse = z.object({ communication_dispatch: z.array(communicationDispatchItem) });
