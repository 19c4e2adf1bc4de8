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
 * delivered through SMTP when SMTP_URL is set, and SMS through the SMS provider when SMS_API_URL is set
 * (the same provider and request as the communication scale's: `POST { to, message }`).
 */
export type Sender = { send(message: OutgoingMessage): Promise<void> };

/** One SMS through the provider; the outbox row is its idempotency key. Throws the provider's refusal. */
async function postSms(
  sms: NonNullable<Config['dispatch']['sms']>,
  outboxId: number,
  to: string,
  message: string,
): Promise<void> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': `outbox-${outboxId}`,
  };
  if (sms.token) headers.authorization = `Bearer ${sms.token}`;
  const digits = to.replace(/\D/g, '');
  const res = await fetch(sms.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ to: digits.length === 10 || digits.length === 11 ? `55${digits}` : digits, message }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`SMS ${res.status}: ${(await res.text().catch(() => '')) || 'sem detalhes'}`);
}

export function createSender(config: Config, db: Db, log: FastifyBaseLogger): Sender {
  const transport = config.smtpUrl ? lazySmtpTransport(config.smtpUrl) : null;
  const sms = config.dispatch.sms;
  const from = process.env.SMTP_FROM || 'Intranet <nao-responda@intranet.local>';
  return {
    async send({ channel, to, subject, body }) {
      const [row] = await db
        .insert(outbox)
        .values({ canal: channel, destinatario: to, assunto: subject ?? null, corpo: body })
        .returning({ id: outbox.id });
      let deliver: (() => Promise<unknown>) | null = null;
      if (channel === 'email' && transport) deliver = () => transport.sendMail({ from, to, subject, text: body });
      if (channel === 'sms' && sms) deliver = () => postSms(sms, row.id, to, body);
      if (!deliver) return;
      try {
        await deliver();
        await db.update(outbox).set({ status: 'enviada', enviado_em: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        log.warn(
          { err: { message: (err as Error).message }, outboxId: row.id },
          channel === 'sms' ? 'falha ao enviar SMS' : 'falha ao enviar e-mail por SMTP',
        );
        await db
          .update(outbox)
          .set({ status: 'falhou', erro: (err as Error).message.slice(0, 500) })
          .where(eq(outbox.id, row.id));
      }
    },
  };
}
