import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDispatchConfig } from '../../config';
import { outbox } from '../../db/schema';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { createSender } from './sender';

const log = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** An SMS provider on a local port: records each request and answers `status`. */
async function smsProvider(status: number) {
  const received: { headers: Record<string, string | string[] | undefined>; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status === 200 ? '{"id":"m1"}' : '{"message":"número bloqueado"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

async function senderWith(url: string) {
  const { database, drop } = await openTestDatabase('migrated');
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  const config = testConfig({
    dispatch: { ...loadDispatchConfig({ SMS_API_URL: url, SMS_API_TOKEN: 'segredo' }), enabled: false },
  });
  return { db: database.db, sender: createSender(config, database.db, log) };
}

describe('platform sender, SMS', () => {
  it('delivers an SMS through the provider when SMS_API_URL is set, with the outbox row as idempotency key, and marks it sent', async () => {
    const provider = await smsProvider(200);
    const { db, sender } = await senderWith(provider.url);

    await sender.send({ channel: 'sms', to: '31998765432', body: '123456 é o seu código.' });

    const [row] = await db.select().from(outbox).where(eq(outbox.destinatario, '31998765432'));
    expect(row).toMatchObject({ canal: 'sms', status: 'enviada', erro: null });
    expect(provider.received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer segredo', 'idempotency-key': `outbox-${row.id}` }),
        body: { to: '5531998765432', message: '123456 é o seu código.' },
      },
    ]);
  });

  it('records the provider refusal on the outbox row and does not throw', async () => {
    const provider = await smsProvider(422);
    const { db, sender } = await senderWith(provider.url);

    await sender.send({ channel: 'sms', to: '31911112222', body: 'Olá' });

    const [row] = await db.select().from(outbox).where(eq(outbox.destinatario, '31911112222'));
    expect(row.status).toBe('falhou');
    expect(row.erro).toContain('SMS 422');
  });
});
