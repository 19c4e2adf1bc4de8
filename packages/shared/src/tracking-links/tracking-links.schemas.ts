import { z } from 'zod';

/** One tracking-links record as the calls answer it. */
export const trackingLinksItem = z.object({ id: z.number(), nome: z.string() });
export type TrackingLinksItem = z.infer<typeof trackingLinksItem>;

/** `GET /v1/tracking-links`: the records under the area's key. */
export const trackingLinksListResponse = z.object({ tracking_links: z.array(trackingLinksItem) });
