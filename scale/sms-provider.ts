// A stand-in for the SMS provider (SMS_API_URL): takes `POST { to, message }` as the server's SMS
// channel sends it, answers an id, and keeps every message it received with its Idempotency-Key, so
// that a check can count what reached the provider twice.
import http from 'node:http';

export type ReceivedSms = { to: string; message: string; key: string | null; at: number };

export type SmsProvider = {
  url: string;
  received: ReceivedSms[];
  /** Milliseconds each message takes to be answered (a slower provider keeps a sender busy longer). */
  delayMs: number;
  stop(): Promise<void>;
};

/** What a slice of the received messages repeats: by recipient and message, and by idempotency key. */
export function repeatsOf(messages: ReceivedSms[]): {
  distinct: number;
  repeated: number;
  repeatedKeys: number;
  samples: string[];
} {
  const byText = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const m of messages) {
    const text = `${m.to} ${m.message}`;
    byText.set(text, (byText.get(text) ?? 0) + 1);
    if (m.key) byKey.set(m.key, (byKey.get(m.key) ?? 0) + 1);
  }
  const samples = [...byText]
    .filter(([, n]) => n > 1)
    .slice(0, 3)
    .map(([text, n]) => `${n}× ${text.slice(0, 60)}`);
  return {
    distinct: byText.size,
    repeated: messages.length - byText.size,
    repeatedKeys: [...byKey.values()].reduce((sum, n) => sum + n - 1, 0),
    samples,
  };
}

export async function startSmsProvider(): Promise<SmsProvider> {
  const provider: SmsProvider = { url: '', received: [], delayMs: 0, stop: async () => undefined };
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: { to?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        // answered 400 below
      }
      if (request.method !== 'POST' || typeof body.to !== 'string' || typeof body.message !== 'string') {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"to and message required"}');
        return;
      }
      const key = request.headers['idempotency-key'];
      provider.received.push({
        to: body.to,
        message: body.message,
        key: typeof key === 'string' ? key : null,
        at: Date.now(),
      });
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `sms-${++next}` }));
      if (provider.delayMs > 0) setTimeout(answer, provider.delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  provider.url = `http://127.0.0.1:${port}/sms`;
  provider.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
