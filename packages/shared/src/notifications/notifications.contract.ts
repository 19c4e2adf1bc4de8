import { endpoint } from '../api/endpoint';
import {
  markReadBody,
  markReadResponse,
  sendNotificationBody,
  sendNotificationResponse,
  streamQuery,
  streamTicketResponse,
  unreadNotificationsResponse,
} from './notifications.schemas';

/** Notifications: one's unread list (also live, as an event stream), marking read, and sending. */
export const NOTIFICATIONS_API = {
  unread: endpoint({
    method: 'GET',
    path: '/v1/notificacao/usuario',
    access: 'notifications.read',
    response: unreadNotificationsResponse,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/v1/notificacao/usuario',
    access: 'notifications.read',
    body: markReadBody,
    response: markReadResponse,
  }),
  send: endpoint({
    method: 'POST',
    path: '/v1/notificacao',
    access: 'notifications.send',
    body: sendNotificationBody,
    response: sendNotificationResponse,
  }),
  /** A short-lived single-use ticket that opens one stream (EventSource cannot send the token). */
  streamTicket: endpoint({
    method: 'POST',
    path: '/v1/notificacao/stream-ticket',
    access: 'notifications.read',
    response: streamTicketResponse,
  }),
  /** text/event-stream: event "notificacoes" carrying an UnreadNotificationsResponse; opened with a ticket. */
  stream: endpoint({
    method: 'GET',
    path: '/v1/notificacao/stream',
    access: 'notifications.read',
    query: streamQuery,
    response: null,
  }),
} as const;
