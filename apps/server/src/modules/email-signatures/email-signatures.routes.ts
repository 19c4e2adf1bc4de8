import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { defineRoutes } from '../../platform/http/routes';
import { perAddressLimit } from '../../platform/http/rate-limit-store';
import {
  companyLogo,
  listSignaturePeople,
  listTemplates,
  ownSignature,
  saveTemplate,
} from './email-signatures.service';

/** Reads of a logo per minute from one address (a mail program opening a thread loads it once per message). */
const LOGO_READS_PER_MINUTE = 300;

/** E-mail signatures: one's own, HR's list and templates, and the public logos. */
export const emailSignaturesRoutes = defineRoutes('email-signatures', (r, app) => {
  const publicUrl = app.config.publicUrl;
  r.on(API.own, (ctx) => ownSignature({ ...ctx, publicUrl }));
  r.on(API.people, (ctx, { query }) => listSignaturePeople(ctx, query));
  r.on(API.templates, async (ctx) => ({ modelos: await listTemplates({ ...ctx, publicUrl }) }));
  r.on(API.saveTemplate, async (ctx, { params, body }) => ({
    modelo: await saveTemplate({ ...ctx, publicUrl, storage: app.storage }, params.id_empresa, body),
  }));
  r.on(
    API.logo,
    async (ctx, { params }, { reply }) => {
      const image = await companyLogo({ ...ctx, storage: app.storage }, params.id_empresa);
      return reply
        .type(image.mime)
        .header('content-length', image.body.length)
        .header('cache-control', 'public, max-age=86400')
        .send(image.body);
    },
    { config: { rateLimit: perAddressLimit(LOGO_READS_PER_MINUTE * app.config.rateLimitScale, 'instance') } },
  );
});
