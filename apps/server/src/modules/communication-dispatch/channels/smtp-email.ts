import { lazySmtpTransport } from '../../../platform/messaging/smtp-transport';
import { textOfHtml } from '../delivery-message';
import {
  backoff,
  type DeliveryOutcome,
  type DispatchChannel,
  type OutgoingDelivery,
  RateLimiter,
  type RetryPolicy,
  DEFAULT_RETRY,
  sendEach,
  sleep,
} from './channel';

export type SmtpConfig = { url: string; from: string; ratePerSecond: number; retry?: RetryPolicy };

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/** The domain of the sender, for the deliveries' Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'intranet.local';
}

/**
 * E-mail through SMTP (SMTP_URL, a pooled connection): the rule's rich text as HTML with a plain-text
 * twin, titulo_email as subject. The Message-ID is derived from the delivery, so a message sent again
 * after a lost answer carries the same id. 4xx answers and dropped connections are tried again with
 * back-off; 5xx answers are the server's refusal.
 */
export function smtpEmailChannel(config: SmtpConfig): DispatchChannel {
  const url = new URL(config.url);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transport = lazySmtpTransport(url.toString());
  const limiter = new RateLimiter(config.ratePerSecond);
  const policy = config.retry ?? DEFAULT_RETRY;
  const domain = domainOf(config.from);
  const sendOne = async (d: OutgoingDelivery): Promise<DeliveryOutcome> => {
    let last = '';
    for (let attempt = 1; attempt <= policy.attempts; attempt++) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: d.to,
          subject: d.subject ?? '',
          html: d.html,
          text: d.text ?? textOfHtml(d.html ?? ''),
          messageId: `<entrega-${d.id}@${domain}>`,
        });
        return { id: d.id, status: 'enviada', providerId: info.messageId ?? null };
      } catch (err) {
        const e = err as SmtpError;
        last = `SMTP${e.responseCode ? ` ${e.responseCode}` : ''}: ${(e.response ?? e.message).replace(/^\d{3}[ -]/, '').slice(0, 480)}`;
        const permanent = e.responseCode ? e.responseCode >= 500 : e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
        if (permanent) return { id: d.id, status: 'falhou', reason: last };
      }
      if (attempt < policy.attempts) await sleep(backoff(attempt, policy.baseMs, policy.maxWaitMs));
    }
    return { id: d.id, status: 'adiada', reason: last };
  };
  return {
    provider: 'smtp',
    send: (batch) => sendEach(batch, limiter, Math.min(4, Math.ceil(config.ratePerSecond)), sendOne),
    close: () => transport.close(),
  };
}
