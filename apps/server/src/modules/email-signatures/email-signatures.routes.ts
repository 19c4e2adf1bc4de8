import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listEmailSignatures } from './email-signatures.service';

/** The email-signatures area. */
export const emailSignaturesRoutes = defineRoutes('email-signatures', (r) => {
  r.on(API.list, async (ctx) => ({ email_signatures: await listEmailSignatures(ctx) }));
});
