import {
  type DeliveryOutcome,
  type DispatchChannel,
  type OutgoingDelivery,
  postJson,
  RateLimiter,
  type RetryPolicy,
  DEFAULT_RETRY,
  sendEach,
} from './channel';
import { internationalPhone } from './phone';

export type SmsConfig = { url: string; token: string | null; ratePerSecond: number; retry?: RetryPolicy };

function reasonOf(status: number, body: unknown, text: string): string {
  const b = body as { message?: string; error?: string | { message?: string } } | null;
  const message = b?.message ?? (typeof b?.error === 'string' ? b.error : b?.error?.message);
  return `SMS ${status}: ${message ?? (text || 'sem detalhes')}`;
}

/**
 * SMS through an HTTP provider: `POST SMS_API_URL` with JSON `{ to, message }`, `Authorization:
 * Bearer SMS_API_TOKEN`, and the delivery as `Idempotency-Key` so that a message sent again after a
 * lost answer is not delivered twice by a provider that honours it.
 */
export function smsHttpChannel(config: SmsConfig): DispatchChannel {
  const limiter = new RateLimiter(config.ratePerSecond);
  const sendOne = async (d: OutgoingDelivery): Promise<DeliveryOutcome> => {
    const headers: Record<string, string> = { 'idempotency-key': `entrega-${d.id}` };
    if (config.token) headers.authorization = `Bearer ${config.token}`;
    const result = await postJson(
      config.url,
      { to: internationalPhone(d.to), message: d.text ?? '' },
      headers,
      config.retry ?? DEFAULT_RETRY,
      reasonOf,
    );
    if (result.ok) {
      const id = (result.body as { id?: string | number } | null)?.id;
      return { id: d.id, status: 'enviada', providerId: id === undefined || id === null ? null : String(id) };
    }
    return { id: d.id, status: result.transient ? 'adiada' : 'falhou', reason: result.reason };
  };
  return {
    provider: 'sms-http',
    send: (batch) => sendEach(batch, limiter, Math.min(8, Math.ceil(config.ratePerSecond)), sendOne),
  };
}
