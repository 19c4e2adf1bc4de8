import { z } from 'zod';

/** `GET v1/admin/outbox`: a page of stored messages, newest first. */
export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).default(0),
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
