import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { outboxChannel } from './channels/outbox-channel';
import { smsHttpChannel } from './channels/sms-http';
import { createPostgresDatabase } from '../../test/test-app';
import {
  addCampaign,
  addCustomers,
  addProvider,
  addRule,
  clockFrom,
  fakeProvider,
  silentLog,
} from './dispatch.test-kit';
import { Dispatcher } from './dispatcher';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

/**
 * An SMS provider that honours idempotency keys, as the dispatcher expects of one: a request with a
 * key already delivered is answered again and delivers nothing.
 */
async function idempotentSmsProvider(delayMs = 0) {
  const deliveredTo = new Map<string, number>();
  const keys = new Set<string>();
  const provider = await fakeProvider((req) => {
    const key = String(req.headers['idempotency-key']);
    if (!keys.has(key)) {
      keys.add(key);
      const to = String(req.body.to);
      deliveredTo.set(to, (deliveredTo.get(to) ?? 0) + 1);
    }
    return { status: 200, body: { id: key } };
  }, delayMs);
  return { ...provider, deliveredTo, keys };
}

const phones = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    codpessoa: `${prefix}${i}`,
    celular: `319${String(i).padStart(8, '0')}`,
    email: null,
  }));

/** On PostgreSQL only: several processes sharing one database is what these are about. */
describe.skipIf(!ADMIN_URL)('the dispatcher on PostgreSQL, several instances and a killed one', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(ADMIN_URL!, 'migrated'));
    database = await openPostgres(url, silentLog);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('two dispatchers started at once send each message exactly once', async () => {
    const db = database.db;
    const sistema = await addProvider(db);
    const campanha = await addCampaign(db, sistema);
    await addRule(db, campanha, {
      data_especifica: '2026-03-02',
      turno: 'M',
      email: false,
      sms: true,
      mensagem_sms: 'Oi {{primeiro_nome}}',
    });
    await addCustomers(db, sistema, phones(300, 'K'));
    const provider = await fakeProvider(() => ({ status: 200, body: { id: 'x' } }), 2);
    const instances: Array<{ database: Database; dispatcher: Dispatcher }> = [];
    for (const name of ['a', 'b']) {
      const own = await openPostgres(url, silentLog);
      const dispatcher = new Dispatcher({
        db: own.db,
        log: silentLog,
        leaseSeconds: 60,
        instance: name,
        now: clockFrom('2026-03-02T11:00:00Z'),
        sendBatch: 10,
        channels: {
          email: outboxChannel(own.db, 'email'),
          whatsapp: outboxChannel(own.db, 'whatsapp'),
          sms: smsHttpChannel({
            url: provider.url,
            token: null,
            ratePerSecond: 2000,
            retry: { attempts: 2, baseMs: 5, maxWaitMs: 100 },
          }),
        },
      });
      instances.push({ database: own, dispatcher });
    }

    const runs = await Promise.all(
      instances.flatMap(({ dispatcher }) => [dispatcher.catchUpToday(), dispatcher.drain()]),
    );

    const slotRuns = runs.filter(Array.isArray).flat();
    expect(slotRuns.filter((r) => r.executado)).toHaveLength(1);
    expect(provider.requests).toHaveLength(300);
    const perPhone = new Map<string, number>();
    for (const r of provider.requests) perPhone.set(String(r.body.to), (perPhone.get(String(r.body.to)) ?? 0) + 1);
    expect(perPhone.size).toBe(300);
    expect([...perPhone.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(provider.requests.map((r) => r.headers['idempotency-key'])).size).toBe(300);
    const [counts] = await sqlRows<{ enviada: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'enviada')::int AS enviada, count(*)::int AS total FROM comunicacao_entrega WHERE data_envio = '2026-03-02'`,
    );
    expect(counts).toEqual({ enviada: 300, total: 300 });
    for (const { database: own } of instances) await own.close();
    await provider.close();
  });

  it('a dispatcher process killed (kill -9) mid-shift and started again completes the shift without a duplicate', async () => {
    const db = database.db;
    const sistema = await addProvider(db);
    const campanha = await addCampaign(db, sistema);
    await addRule(db, campanha, {
      data_especifica: '2026-03-03',
      turno: 'M',
      email: false,
      sms: true,
      mensagem_sms: 'Oi {{primeiro_nome}}',
    });
    await addCustomers(db, sistema, phones(400, 'Z'));
    const provider = await idempotentSmsProvider(3);
    const script = fileURLToPath(new URL('./dispatch.test-process.ts', import.meta.url));
    const start = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          SMS_API_URL: provider.url,
          NOW: '2026-03-03T11:00:00Z',
          DISPATCH_LEASE_SECONDS: '2',
          SEND_BATCH: '20',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const first = start();
    let errors = '';
    first.stderr!.on('data', (chunk) => (errors += chunk));
    const firstExit = exited(first);
    const deadline = Date.now() + 20_000;
    while (provider.requests.length < 120 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(provider.requests.length, errors).toBeGreaterThanOrEqual(120);
    first.kill('SIGKILL');
    await firstExit;

    const [midway] = await sqlRows<{ pendente: number; enviada: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'pendente')::int AS pendente, count(*) FILTER (WHERE status = 'enviada')::int AS enviada FROM comunicacao_entrega WHERE data_envio = '2026-03-03'`,
    );
    expect(midway.pendente).toBeGreaterThan(0);

    const second = start();
    let output = '';
    second.stdout!.on('data', (chunk) => (output += chunk));
    second.stderr!.on('data', (chunk) => (errors += chunk));
    expect(await exited(second), errors).toBe(0);
    expect(output).toContain('done');

    const [after] = await sqlRows<{ enviada: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'enviada')::int AS enviada, count(*)::int AS total FROM comunicacao_entrega WHERE data_envio = '2026-03-03'`,
    );
    expect(after).toEqual({ enviada: 400, total: 400 });
    // Each customer got the message once: the provider saw each delivery's key, and the request sent
    // again (the one in flight when the process died) carried the same key.
    expect(provider.keys.size).toBe(400);
    expect(provider.deliveredTo.size).toBe(400);
    expect([...provider.deliveredTo.values()].every((n) => n === 1)).toBe(true);
    expect(provider.requests.length - 400).toBeLessThanOrEqual(1);
    await provider.close();
  }, 60_000);
});
