import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };
export type Refusal = { code: number; message: string };

/**
 * A real SMTP server on a free local port, for tests of what sends mail: it keeps what it receives
 * and refuses a recipient when `refuse` answers a reply code and text (`attempt` counts from 1 per
 * address).
 */
export async function startSmtpServer(refuse: (to: string, attempt: number) => Refusal | null = () => null) {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const n = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, n);
      const refusal = refuse(address.address, n);
      if (!refusal) return callback();
      const err = new Error(refusal.message) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      callback(err);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
