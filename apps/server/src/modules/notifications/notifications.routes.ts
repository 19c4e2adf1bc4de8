import { NOTIFICATIONS_API as API } from '@intranet/shared/notifications/notifications.contract';
import { issueStreamTicket } from '../../platform/auth/stream-tickets';
import { defineRoutes } from '../../platform/http/routes';
import { openNotificationStream } from './notification-stream';
import { listUnread, markRead, send } from './notifications.service';

/** One's unread notifications (also live), marking them read, and sending (any manager, spec 000 §6). */
export const notificationsRoutes = defineRoutes('notifications', (r, app) => {
  r.on(API.unread, (ctx) => listUnread(ctx));
  r.on(API.markRead, (ctx, { body }) => markRead(ctx, body));
  r.on(API.send, (ctx, { body }) => send(ctx, body));

  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  // EventSource cannot send an Authorization header: the stream is opened with a ticket (?ticket=).
  r.on(API.streamTicket, (ctx) => issueStreamTicket(ctx));
  r.on(API.stream, (ctx, _, http) => openNotificationStream(ctx, http, open), { config: { ticketInQuery: true } });
});
