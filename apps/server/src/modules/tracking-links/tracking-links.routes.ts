import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { defineRoutes } from '../../platform/http/routes';
import { isBot } from './tracking-links.bots';
import { CODE_PATTERN } from './tracking-links.codes';
import { trackingLinksRepository as repo } from './tracking-links.repository';
import { createTrackingLink, listDestinations, listTrackingLinks, trackingLinkQrCode, updateTrackingLink } from './tracking-links.service';
import { LinkTargets } from './tracking-links.targets';

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Link não encontrado</title><p style="font-family:sans-serif;text-align:center;margin-top:20vh">Link não encontrado.</p></html>';

/** The address this server is reached at, as the caller reached it (X-Forwarded-* behind a trusted proxy). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Tracking links: the staff calls, and the short public address `/t/{codigo}` every visitor follows. */
export const trackingLinksRoutes = defineRoutes('tracking-links', (r, app) => {
  const targets = new LinkTargets(app.database, app.log);
  app.addHook('onReady', () => targets.start());
  app.addHook('onClose', () => targets.stop());

  r.on(API.list, async (ctx, { body }) => ({ vendas_tracking_url: await listTrackingLinks(ctx, body) }));
  r.on(API.create, async (ctx, { body }, { request }) => ({ insert_vendas_tracking_url_one: await createTrackingLink(ctx, body, originOf(request)) }));
  r.on(API.update, async (ctx, { body }) => ({ update_vendas_tracking_url_by_pk: await updateTrackingLink(ctx, body, targets) }));
  r.on(API.destinations, async (ctx, { body }) => ({ vendas_destino: await listDestinations(ctx, body) }));
  r.on(API.qrCode, async (ctx, { params, query }, { reply }) => {
    const file = await trackingLinkQrCode(ctx, params.id, query.formato);
    return reply.header('content-type', file.type).header('content-disposition', `attachment; filename="${file.name}"`).header('cache-control', 'private, max-age=300').send(file.body);
  });

  /**
   * Following a link (action trackingLink.follow, public): no session, the target from memory, one
   * INSERT for the click, then 302 to the destination with chn, cmp, dst and lnk. Never cached, so
   * that every visit counts. Bots and link previews are recorded apart. The click table is the record
   * of each visit: the request log keeps only this route's warnings and errors.
   */
  app.get<{ Params: { codigo: string } }>('/t/:codigo', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply: FastifyReply) => {
    const { codigo } = request.params;
    const followed = CODE_PATTERN.test(codigo) ? await targets.follow(app.db, codigo) : null;
    reply.header('cache-control', 'no-store');
    if (!followed) return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    const userAgent = request.headers['user-agent'];
    await repo.recordClick(app.db, followed.id, isBot(userAgent, request.method), userAgent ? userAgent.slice(0, 512) : null);
    const location = followed.location.startsWith('/') ? `${originOf(request)}${followed.location}` : followed.location;
    return reply.redirect(location, 302);
  });
});
