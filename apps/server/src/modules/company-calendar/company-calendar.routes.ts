import {
  COMPANY_CALENDAR_API as API,
  CALENDAR_FEED_PATH,
} from '@intranet/shared/company-calendar/company-calendar.contract';
import { MSG } from '@intranet/shared/validation/messages';
import { defineRoutes } from '../../platform/http/routes';
import { feed, listEvents, readSettings, revoke, saveSettings, subscribe } from './company-calendar.service';

/** The company calendar: the screen's calls, and the public iCalendar feed `/cal/<token>.ics`. */
export const companyCalendarRoutes = defineRoutes('company-calendar', (r, app) => {
  r.on(API.events, (ctx, { query }) => listEvents(ctx, query));
  r.on(API.settings, async (ctx) => ({ preferencias: await readSettings(ctx) }));
  r.on(API.saveSettings, async (ctx, { body }) => ({ preferencias: await saveSettings(ctx, body) }));
  r.on(API.subscribe, async (ctx) => ({ assinatura: await subscribe(ctx, app.config.publicUrl) }));
  r.on(API.revoke, (ctx) => revoke(ctx));

  /**
   * The feed (action company-calendar.feed, public: the secret in the address is the credential).
   * Logged only on warnings, so that the addresses, which carry the secret, stay out of the request
   * log; a wrong, revoked or renewed address answers 404 without saying which.
   */
  app.get<{ Params: { arquivo: string } }>(
    `${CALENDAR_FEED_PATH}/:arquivo`,
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const body = await feed(app.db, request.params.arquivo, app.config.publicUrl);
      reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
      if (body === null) return reply.status(404).send({ error: 'not_found', message: MSG.notFound });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendario.ics"')
        .send(body);
    },
  );
});
