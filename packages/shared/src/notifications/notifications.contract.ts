import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  markReadBody,
  markReadResponse,
  sendNotificationBody,
  sendNotificationResponse,
  unreadNotificationsResponse,
} from './notifications.schemas';

/** Notifications: one's unread list (also live, as an event stream), marking read, and sending. */
export const NOTIFICATIONS_API = {
  unread: endpoint({ method: 'GET', path: '/v1/notificacao/usuario', access: 'notifications.read', response: unreadNotificationsResponse }),
  markRead: endpoint({ method: 'POST', path: '/v1/notificacao/usuario', access: 'notifications.read', body: markReadBody, response: markReadResponse }),
  send: endpoint({ method: 'POST', path: '/v1/notificacao', access: 'notifications.send', body: sendNotificationBody, response: sendNotificationResponse }),
  /** text/event-stream: event "notificacoes" carrying an UnreadNotificationsResponse. */
  stream: endpoint({
    method: 'GET',
    path: '/v1/notificacao/stream',
    access: 'notifications.read',
    query: z.object({ access_token: z.string().optional() }),
    response: null,
  }),
} as const;
