import { z } from 'zod';

/** One faq record as the calls answer it. */
export const faqItem = z.object({ id: z.number(), nome: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

/** `GET /v1/faq`: the records under the area's key. */
export const faqListResponse = z.object({ faq: z.array(faqItem) });
