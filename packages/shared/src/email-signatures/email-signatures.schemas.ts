import { z } from 'zod';

/** One email-signatures record as the calls answer it. */
export const emailSignaturesItem = z.object({ id: z.number(), nome: z.string() });
export type EmailSignaturesItem = z.infer<typeof emailSignaturesItem>;

/** `GET /v1/email-signatures`: the records under the area's key. */
export const emailSignaturesListResponse = z.object({ email_signatures: z.array(emailSignaturesItem) });
