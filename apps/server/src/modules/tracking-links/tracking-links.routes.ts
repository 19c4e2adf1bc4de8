import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { AppError } from '../../platform/http/errors';
import { defineRoutes } from '../../platform/http/routes';
import { isBot } from './tracking-links.bots';
import { CODE_PATTERN } from './tracking-links.codes';
import { sendLinkNotFound } from './tracking-links.not-found';
import * as repo from './tracking-links.repository';
import {
  createTrackingLink,
  listDestinations,
  listTrackingLinks,
  trackingLinkQrCode,
  updateTrackingLink,
} from './tracking-links.service';
import { LinkTargets } from './tracking-links.targets';

/** Tracking links: the staff calls, and the short public address `/t/{codigo}` every visitor follows. */
export const trackingLinksRoutes = defineRoutes('tracking-links', (r, app) => {
  const targets = new LinkTargets(app.database, app.log);
  app.addHook('onReady', () => targets.start());
  app.addHook('onClose', () => targets.stop());

  r.on(API.list, async (ctx, { body }) => ({ vendas_tracking_url: await listTrackingLinks(ctx, body) }));
  r.on(API.create, async (ctx, { body }) => ({
    insert_vendas_tracking_url_one: await createTrackingLink(ctx, body, app.config.publicUrl),
  }));
  r.on(API.update, async (ctx, { body }) => ({
    update_vendas_tracking_url_by_pk: await updateTrackingLink(ctx, body, targets),
  }));
  r.on(API.destinations, async (ctx, { body }) => ({ vendas_destino: await listDestinations(ctx, body) }));
  r.on(API.qrCode, async (ctx, { params, query }, { reply }) => {
    const file = await trackingLinkQrCode(ctx, params.id, query.formato);
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, max-age=300')
      .send(file.body);
  });

  /**
   * Following a link (action trackingLink.follow, public): no session, the target from memory, one
   * INSERT for the click, then 302 to the destination with chn, cmp, dst and lnk. Never cached, so
   * that every visit counts. Bots and link previews are recorded apart. The click table is the record
   * of each visit: the request log keeps only this route's warnings and errors. Any address under
   * `/t` is this route's (a code of any length, a path below a code), so that whatever a visitor
   * follows that is no link answers the same page; an address that does not even decode gets it from
   * the server's router refusals (app.ts).
   */
  const follow = async (codigo: string, request: FastifyRequest, reply: FastifyReply) => {
    const followed = CODE_PATTERN.test(codigo) ? await targets.follow(app.db, codigo) : null;
    if (!followed) return sendLinkNotFound(reply);
    reply.header('cache-control', 'no-store');
    const userAgent = request.headers['user-agent'];
    await repo.recordClick(
      app.db,
      followed.id,
      isBot(userAgent, request.method),
      userAgent ? userAgent.slice(0, 512) : null,
    );
    const location = followed.location.startsWith('/')
      ? `${app.config.publicUrl}${followed.location}`
      : followed.location;
    return reply.redirect(location, 302);
  };
  void app.register(async (links) => {
    // What refuses a visitor's address before the route (a NUL in it …) answers the same page; a fault of the server does not.
    links.setErrorHandler((error, _request, reply) => {
      const status = error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status < 500) return sendLinkNotFound(reply);
      throw error;
    });
    const options = { schema: { hide: true }, logLevel: 'warn' } as const;
    links.get<{ Params: { '*': string } }>('/t/*', options, (request, reply) =>
      follow(request.params['*'], request, reply),
    );
    links.get('/t', options, (request, reply) => follow('', request, reply));
  });
});
