import { z } from 'zod';
import { MSG } from '../validation/messages';

/** Notification payload: `modulo` says what it is (aniversario, incidente …), `msg` the text. */
export const notificationData = z.looseObject({ modulo: z.string().min(1), msg: z.string() });
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id_mensagem: z.number(),
  id_usuario: z.number(),
  lido: z.boolean(),
  id_remetente: z.number().nullable(),
  created_at: z.string(),
  data: notificationData,
  remetente: z.object({ nome: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notification>;

export const unreadNotificationsResponse = z.object({ notificacoes: z.array(notification) });
export type UnreadNotificationsResponse = z.infer<typeof unreadNotificationsResponse>;

export const markReadBody = z.object({
  objects: z
    .array(z.object({ id_mensagem: z.coerce.number().int().positive(), id_usuario: z.coerce.number().int() }))
    .min(1)
    .max(500),
});
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadResponse = z.object({ update_notificacao_usuario: z.object({ affected_rows: z.number() }) });

export const sendNotificationBody = z.object({
  id_usuarios: z.array(z.coerce.number().int().positive()).min(1).max(5000),
  data: notificationData,
});
export type SendNotificationBody = z.infer<typeof sendNotificationBody>;
export const sendNotificationResponse = z.object({ id_mensagem: z.number(), enviadas: z.number() });

/** `POST v1/notificacao/stream-ticket`: what opens the stream once, within seconds. */
export const streamTicketResponse = z.object({ ticket: z.string() });
export const streamQuery = z.object({ ticket: z.string().max(200, { error: MSG.invalidData }).optional() });

/** Event name of the stream `GET /v1/notificacao/stream`; its data is an UnreadNotificationsResponse. */
export const NOTIFICATION_STREAM_EVENT = 'notificacoes';
