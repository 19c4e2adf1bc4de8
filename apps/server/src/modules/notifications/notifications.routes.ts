import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markReadBody,
  markReadResponse,
  sendNotificationBody,
  sendNotificationResponse,
  unreadNotificationsResponse,
} from '@intranet/shared/notifications/notifications.schemas';
import { openNotificationStream } from './notification-stream';
import * as service from './notifications.service';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notificacao/usuario',
    { config: { access: { level: 'user' } }, schema: { tags, response: { 200: unreadNotificationsResponse } } },
    async (request) => service.listUnread(request.actor, app.db),
  );

  app.post(
    '/v1/notificacao/usuario',
    { config: { access: { level: 'user' } }, schema: { tags, body: markReadBody, response: { 200: markReadResponse } } },
    async (request) => service.markRead(request.actor, app.db, request.body),
  );

  // The superadmin or a manager of any module ('any manager', spec 000 §6) sends notifications.
  app.post(
    '/v1/notificacao',
    {
      config: { access: { level: 'manage', area: 'anyModule' } },
      schema: { tags, body: sendNotificationBody, response: { 200: sendNotificationResponse } },
    },
    async (request) => service.send(request.actor, app.db, request.body),
  );

  // EventSource cannot send an Authorization header, so this route also takes ?access_token=.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.get(
    '/v1/notificacao/stream',
    {
      config: { access: { level: 'user' }, tokenInQuery: true },
      schema: {
        tags,
        querystring: z.object({ access_token: z.string().optional() }),
        response: { 200: z.unknown().describe('text/event-stream: evento "notificacoes" com { notificacoes }') },
      },
    },
    openNotificationStream(app, open),
  );
};
