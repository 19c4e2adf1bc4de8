import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';

/** `GET v1/admin/outbox`: a page of stored messages, newest first. */
export const outboxQuery = z.object({
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxMessage = z.object({
  id: z.number(),
  canal: z.enum(['email', 'sms', 'whatsapp']),
  destinatario: z.string(),
  assunto: z.string().nullable(),
  corpo: z.string(),
  status: z.enum(['armazenada', 'enviada', 'falhou']),
  erro: z.string().nullable(),
  created_at: z.string(),
  enviado_em: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxResponse = z.object({ total: z.number(), outbox_mensagem: z.array(outboxMessage) });
export type OutboxResponse = z.infer<typeof outboxResponse>;
