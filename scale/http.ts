// HTTP from the suite to the balancer and to each instance: node:http, so that a call can leave from
// any loopback source address (`localAddress`), as a visitor behind its own address does.
import http from 'node:http';
import { createServer } from 'node:net';

export type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
};

export type CallOptions = {
  method?: string;
  /** A plain object or array is sent as JSON; a Buffer as it is (set its content-type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Bearer token. */
  token?: string;
  /** The source address of the connection (a 127.x.y.z of this machine). */
  localAddress?: string;
  timeoutMs?: number;
};

/** Connections kept open between calls from the default source address. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP call; answers whatever status came back and rejects only when no answer came. */
export function call(url: string, options: CallOptions = {}): Promise<Reply> {
  const { method = options.body === undefined ? 'GET' : 'POST', token, localAddress, timeoutMs = 30_000 } = options;
  const headers: Record<string, string> = { ...options.headers };
  let payload: Buffer | undefined;
  if (Buffer.isBuffer(options.body)) payload = options.body;
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers, localAddress, agent: localAddress ? false : keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Calls and insists on a 2xx answer; answers its JSON. */
export async function callOk<T = Record<string, unknown>>(url: string, options: CallOptions = {}): Promise<T> {
  const reply = await call(url, options);
  if (reply.status < 200 || reply.status > 299) {
    throw new Error(
      `${options.method ?? (options.body === undefined ? 'GET' : 'POST')} ${new URL(url).pathname} answered ${reply.status}: ${reply.text().slice(0, 300)}`,
    );
  }
  return reply.body.length ? reply.json<T>() : (undefined as T);
}

/** A file as the files service takes it: multipart, field `file`. */
export function multipart(filename: string, bytes: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----scale-${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type StreamEvent = { event: string; data: string; at: number };

export type EventStream = {
  events: StreamEvent[];
  /** Resolves once an event satisfying `test` has arrived (or rejects after `timeoutMs`). */
  waitFor(test: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  ended: boolean;
  close(): void;
};

/** Opens a Server-Sent Events stream and keeps every event it sends; rejects unless it answers 200 text/event-stream. */
export function openEventStream(url: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      // The answer came: from now on the stream may stay quiet for as long as it likes.
      request.setTimeout(0);
      if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/event-stream')) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode} ${response.headers['content-type']}`));
        return;
      }
      const waiters = new Set<() => void>();
      const stream: EventStream = {
        events: [],
        ended: false,
        close: () => request.destroy(),
        waitFor(test, timeoutMs) {
          return new Promise((resolveWait, rejectWait) => {
            const look = () => {
              const found = stream.events.find(test);
              if (found) {
                waiters.delete(look);
                clearTimeout(timer);
                resolveWait(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              rejectWait(
                new Error(
                  `no such event within ${timeoutMs} ms (${stream.events.length} events${stream.ended ? ', stream ended' : ''})`,
                ),
              );
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length) stream.events.push({ event, data: data.join('\n'), at: Date.now() });
        }
        for (const waiter of [...waiters]) waiter();
      });
      const ended = () => (stream.ended = true);
      response.on('end', ended);
      response.on('close', ended);
      response.on('error', ended);
      resolve(stream);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error('stream: no answer within 10 s')));
  });
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `test` holds, checking every `everyMs`; rejects with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  test: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await test()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
