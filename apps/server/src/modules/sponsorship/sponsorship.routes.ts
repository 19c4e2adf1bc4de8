import multipart from '@fastify/multipart';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import { SPONSORSHIP_PUBLIC_API as PUBLIC_API } from '@intranet/shared/sponsorship/sponsorship-public.contract';
import { SPONSORSHIP_FILE_MAX_BYTES } from '@intranet/shared/sponsorship/sponsorship.rules';
import { SPONSORSHIP_MSG as M } from '@intranet/shared/sponsorship/sponsorship.messages';
import { MSG } from '@intranet/shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../platform/http/errors';
import { defineRoutes } from '../../platform/http/routes';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import { type RequestUpload, publicProviders, submitRequest } from './sponsorship-request.service';
import * as service from './sponsorship.service';

/** Requests per minute from one address: an organizer sends one, perhaps again after a correction. */
export const REQUESTS_PER_MINUTE = 5;
/** Reads of the providers per minute from one address. */
const PROVIDER_READS_PER_MINUTE = 60;
/** The request's text fields fit in a few kilobytes; the presentation is the one file. */
const MULTIPART_LIMITS = { fileSize: SPONSORSHIP_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 16 * 1024 };

/** The `dados` field and the `apresentacao` file of the public request, in whichever order they come. */
async function readRequest(request: FastifyRequest): Promise<RequestUpload> {
  const fields: Record<string, string> = Object.create(null);
  let file: RequestUpload['file'] = null;
  if (!request.isMultipart()) throw invalid(MSG.invalidData);
  const tooLarge = () =>
    new AppError('too_large', M.presentationTooLarge, [{ path: 'apresentacao', message: M.presentationTooLarge }]);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'apresentacao' && !file) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { name: part.filename, bytes };
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw invalid(MSG.invalidData);
    throw err;
  }
  return { fields, file };
}

/** Sponsorship: the public request, and the staff's steps from triage to the post-event (docs/sponsorship.md). */
export const sponsorshipRoutes = defineRoutes('sponsorship', (r, app) => {
  void app.register(multipart, { limits: MULTIPART_LIMITS });
  const perAddress = (max: number, scope: LimitScope) => ({
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * max, scope) },
  });
  const origin = app.config.publicUrl;

  r.on(PUBLIC_API.providers, (ctx) => publicProviders(ctx.db), perAddress(PROVIDER_READS_PER_MINUTE, 'instance'));
  r.on(
    PUBLIC_API.request,
    async (ctx, _input, { request }) =>
      submitRequest({ db: ctx.db, storage: app.storage, sender: app.sender }, await readRequest(request)),
    { ...perAddress(REQUESTS_PER_MINUTE, 'cluster'), bodyLimit: SPONSORSHIP_FILE_MAX_BYTES + 64 * 1024 },
  );

  r.on(API.list, (ctx, { body }) => service.listRequests(ctx, body.filtro));
  r.on(API.get, async (ctx, { params }) => ({
    marketing_patrocinio_by_pk: await service.getRequest(ctx, params.id, origin),
  }));
  r.on(API.triage, (ctx, { params }) => service.triage(ctx, params.id));
  r.on(API.reject, (ctx, { params, body }) => service.reject(ctx, params.id, body.motivo, app.sender));
  r.on(API.createJustification, (ctx, { params, body }) => service.createJustification(ctx, params.id, body));
  r.on(API.updateJustification, (ctx, { params, body }) => service.updateJustification(ctx, params.id, body));
  r.on(API.createViability, (ctx, { params, body }) => service.createViability(ctx, params.id, body));
  r.on(API.updateViability, (ctx, { params, body }) => service.updateViability(ctx, params.id, body));
  r.on(API.createNegotiation, (ctx, { params, body }) => service.createNegotiation(ctx, params.id, body));
  r.on(API.updateNegotiation, (ctx, { params, body }) => service.updateNegotiation(ctx, params.id, body));
  r.on(API.approve, (ctx, { params }) => service.approve(ctx, params.id, origin));
  r.on(API.createPostEvent, (ctx, { params, body }) => service.createPostEvent(ctx, params.id, body));
  r.on(API.updatePostEvent, (ctx, { params, body }) => service.updatePostEvent(ctx, params.id, body));
  r.on(API.addMedia, (ctx, { params, body }) => service.addMedia(ctx, params.id, body));
  r.on(API.removeMedia, (ctx, { params }) => service.removeMedia(ctx, params.id, params.idMidia));
  r.on(API.budgets, async (ctx, { query }) => ({
    marketing_patrocinio_orcamento: await service.budgets(ctx, query.ano),
  }));
  r.on(API.setBudget, async (ctx, { body }) => ({
    marketing_patrocinio_orcamento: await service.setBudget(ctx, body),
  }));
});
