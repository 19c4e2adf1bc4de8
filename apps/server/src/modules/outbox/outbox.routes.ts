import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './outbox.service';

const outboxResponse = z.object({
  total: z.number(),
  outbox_mensagem: z.array(
    z.object({
      id: z.number(),
      canal: z.enum(['email', 'sms', 'whatsapp']),
      destinatario: z.string(),
      assunto: z.string().nullable(),
      corpo: z.string(),
      status: z.enum(['armazenada', 'enviada', 'falhou']),
      erro: z.string().nullable(),
      created_at: z.string(),
      enviado_em: z.string().nullable(),
    }),
  ),
});

/** Every stored mail, SMS and WhatsApp message, newest first: for the superadmin only. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/outbox',
    {
      config: { access: { level: 'superadmin' } },
      schema: {
        tags: ['admin'],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(20),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: outboxResponse },
      },
    },
    async (request) => service.listOutbox(app.db, request.query),
  );
};
