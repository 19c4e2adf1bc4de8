import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';

/** One delivery ready to go out: the delivery's id is also its idempotency key at the provider. */
export type OutgoingDelivery = {
  id: number;
  canal: DeliveryChannel;
  /** E-mail address, or the customer's mobile number (digits). */
  to: string;
  /** E-mail: subject, HTML body (and its plain-text twin, made from it when absent). SMS: text. */
  subject?: string;
  html?: string;
  text?: string;
  /** WhatsApp: an approved template and its body parameters. */
  template?: { name: string; language: string; parameters: string[] };
};

/**
 * What became of a delivery: sent (with the provider's id when it gives one), refused for good (the
 * provider's reason), or not sent for now (the provider is busy or unreachable: tried again later).
 */
export type DeliveryOutcome =
  | {
      id: number;
      status: 'enviada';
      providerId: string | null /** already written to the delivery row */;
      recorded?: boolean;
    }
  | { id: number; status: 'falhou'; reason: string }
  | { id: number; status: 'adiada'; reason: string };

/** A message before its delivery row exists. */
export type Message = Omit<OutgoingDelivery, 'id'>;

/** A delivery of a slot being planned, for one customer: its message, or why it is not sent after all. */
export type PlannedDelivery = { cliente_id: number; destino: string } & (
  | { message: Message; refusal?: undefined }
  | { message?: undefined; refusal: string }
);

/** The rule and slot a batch of planned deliveries belongs to. */
export type PlannedBatch = {
  regra_id: number;
  campanha_id: number;
  day: string;
  shift: 'M' | 'T' | 'N';
  deliveries: PlannedDelivery[];
};

/** A provider of one channel: sends a batch and answers one outcome per delivery, in any order. */
export type DispatchChannel = {
  readonly provider: string;
  /** Sending and recording are one statement of the database (the outbox): no reservation needed. */
  readonly transactional?: boolean;
  /**
   * A channel stored in the database (the outbox) writes a slot's deliveries already sent as it plans
   * them: each delivery row and its message in one statement, the delivery's unique key making a
   * second write of the same delivery a no-op. Answers the delivery rows written.
   */
  planSent?(batch: PlannedBatch): Promise<number>;
  send(batch: OutgoingDelivery[]): Promise<DeliveryOutcome[]>;
  close?(): Promise<void>;
};

/** At most `perSecond` starts per second, spaced evenly, shared by every caller of one provider. */
export class RateLimiter {
  private next = 0;
  constructor(private readonly perSecond: number) {}
  async take(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}

/**
 * Sends a batch one message at a time per worker, `concurrency` workers, each start paced by the
 * provider's rate limit.
 */
export async function sendEach(
  batch: OutgoingDelivery[],
  limiter: RateLimiter,
  concurrency: number,
  sendOne: (delivery: OutgoingDelivery) => Promise<DeliveryOutcome>,
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  let cursor = 0;
  const worker = async () => {
    while (cursor < batch.length) {
      const delivery = batch[cursor++];
      await limiter.take();
      try {
        outcomes.push(await sendOne(delivery));
      } catch (err) {
        outcomes.push({ id: delivery.id, status: 'adiada', reason: (err as Error).message.slice(0, 500) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, batch.length)) }, worker));
  return outcomes;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Back-off before attempt `attempt` (1, 2 …): doubling from `baseMs`, with jitter, at most `maxMs`. */
export function backoff(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.round(exp / 2 + Math.random() * (exp / 2));
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds from now, or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type RetryPolicy = { attempts: number; baseMs: number; maxWaitMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseMs: 500, maxWaitMs: 30_000 };

/**
 * POSTs JSON, trying again on 429 and 5xx (after Retry-After when the provider sets it, else with
 * back-off) and on network errors. A wait beyond `maxWaitMs` is not waited: the delivery is put off.
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  policy: RetryPolicy,
  reasonOf: (status: number, body: unknown, text: string) => string,
): Promise<{ ok: true; body: unknown } | { ok: false; transient: boolean; reason: string }> {
  let last = '';
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    let wait: number;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      if (res.ok) return { ok: true, body: parsed };
      last = reasonOf(res.status, parsed, text).slice(0, 500);
      if (res.status !== 429 && res.status < 500) return { ok: false, transient: false, reason: last };
      wait = retryAfterMs(res.headers.get('retry-after')) ?? backoff(attempt, policy.baseMs, policy.maxWaitMs);
    } catch (err) {
      last = `sem resposta do provedor: ${(err as Error).message}`.slice(0, 500);
      wait = backoff(attempt, policy.baseMs, policy.maxWaitMs);
    }
    if (attempt === policy.attempts || wait > policy.maxWaitMs) break;
    await sleep(wait);
  }
  return { ok: false, transient: true, reason: last };
}
