import type { FastifyReply } from 'fastify';
import {
  NOTIFICATION_STREAM_EVENT,
  unreadNotificationsResponse,
} from '@intranet/shared/notifications/notifications.schemas';
import { ID_TOKEN_TTL_SECONDS } from '../../platform/auth/tokens';
import type { HttpContext, OpContext } from '../../platform/http/routes';
import * as service from './notifications.service';

export const HEARTBEAT_MS = 25_000;
/**
 * A stream is authenticated when it opens and ends as soon as its identity is disabled or its
 * sessions revoked; it also ends after one token lifetime, so the client comes back with a current
 * credential (and current roles).
 */
export const MAX_STREAM_MS = ID_TOKEN_TTL_SECONDS * 1000;

/**
 * Server-Sent Events of one user's unread notifications: the list on connect, and again after each
 * delivery to that user (announced by the database through LISTEN/NOTIFY, so any instance hears it).
 * Bursts are coalesced: while a list is being read, further announcements cause one more read.
 */
export function openNotificationStream(
  ctx: OpContext,
  { request, reply, app }: HttpContext,
  open: Set<() => void>,
): FastifyReply {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 5000\n\n');

  let closed = false;
  let reading = false;
  let again = false;
  const pushList = async () => {
    const list = unreadNotificationsResponse.parse(await service.listUnread(ctx));
    if (!closed) raw.write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(list)}\n\n`);
  };
  const refresh = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    void (async () => {
      try {
        do {
          again = false;
          await pushList();
        } while (again && !closed);
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'falha ao ler notificações do stream');
      } finally {
        reading = false;
      }
    })();
  };

  const unsubscribe = app.live.subscribe(ctx.actor.userId, refresh);
  const { identityId, session } = ctx.actor;
  const stopWatching =
    identityId && session
      ? app.identityStates.watch(identityId, () => {
          void app.identityStates
            .verdict(identityId, session.issuedAtMs)
            .then((verdict) => verdict === 'valid' || close())
            .catch(close);
        })
      : () => undefined;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => close(), MAX_STREAM_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    stopWatching();
    open.delete(close);
    if (!raw.writableEnded) raw.end();
  };
  open.add(close);
  raw.on('close', close);
  raw.on('error', close);
  refresh();
  return reply;
}
