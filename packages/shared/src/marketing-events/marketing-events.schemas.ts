import { z } from 'zod';

/** One marketing-events record as the calls answer it. */
export const marketingEventsItem = z.object({ id: z.number(), nome: z.string() });
export type MarketingEventsItem = z.infer<typeof marketingEventsItem>;

/** `GET /v1/marketing-events`: the records under the area's key. */
export const marketingEventsListResponse = z.object({ marketing_events: z.array(marketingEventsItem) });
