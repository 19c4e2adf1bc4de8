import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { lazySmtpTransport } from './smtp-transport';

export type Channel = 'email' | 'sms' | 'whatsapp';
export type OutgoingMessage = { channel: Channel; to: string; subject?: string; body: string };

/**
 * One interface for mail, SMS and WhatsApp. Every message is stored in the outbox; mail is also
 * delivered through SMTP when SMTP_URL is set.
 */
export type Sender = { send(message: OutgoingMessage): Promise<void> };

export function createSender(config: Config, db: Db, log: FastifyBaseLogger): Sender {
  const transport = config.smtpUrl ? lazySmtpTransport(config.smtpUrl) : null;
  const from = process.env.SMTP_FROM || 'Intranet <nao-responda@intranet.local>';
  return {
    async send({ channel, to, subject, body }) {
      const [row] = await db
        .insert(outbox)
        .values({ canal: channel, destinatario: to, assunto: subject ?? null, corpo: body })
        .returning({ id: outbox.id });
      if (channel !== 'email' || !transport) return;
      try {
        await transport.sendMail({ from, to, subject, text: body });
        await db.update(outbox).set({ status: 'enviada', enviado_em: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        log.warn({ err: { message: (err as Error).message }, outboxId: row.id }, 'falha ao enviar e-mail por SMTP');
        await db.update(outbox).set({ status: 'falhou', erro: (err as Error).message.slice(0, 500) }).where(eq(outbox.id, row.id));
      }
    },
  };
}
