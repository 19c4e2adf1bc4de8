import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { createPostgresDatabase, testConfig } from '../../test/test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = { error: 'unavailable', message: 'Serviço indisponível no momento. Tente novamente em instantes.' };

/** The address of a test database on the PostgreSQL server, not through the relay. */
function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** A TCP relay to the PostgreSQL server that can be cut (every connection dropped, new ones refused) and restored. */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });
  const cut = () => {
    server?.close();
    for (const socket of sockets) socket.destroy();
  };
  return { open, cut };
}

// Real driver failures through a relay to the PostgreSQL server: runs with TEST_DATABASE_URL (npm run test:pg).
describe.skipIf(!adminUrl)('a PostgreSQL outage', () => {
  let name: string;
  let drop: () => Promise<void>;
  const relay = relayTo(new URL(adminUrl ?? 'postgres://localhost'));
  let port: number;
  let app: FastifyInstance;
  let database: Database;
  let headers: Record<string, string>;
  const list = () => app.inject({ method: 'POST', url: '/v1/vendas/campanha', headers, payload: {} });

  beforeAll(async () => {
    ({ name, drop } = await createPostgresDatabase(adminUrl!, 'seeded'));
    port = await relay.open();
    const url = new URL(adminUrl!);
    Object.assign(url, { hostname: '127.0.0.1', port: String(port), pathname: `/${name}` });
    database = await openPostgres(url.toString(), { warn: () => undefined, error: () => undefined } as never);
    app = await buildApp({ config: testConfig(), database, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'marketing@demo.intranet', password: 'Demo#2026' },
    });
    headers = { authorization: `Bearer ${login.json().idToken}`, 'x-role': 'marketing:gestor' };
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    relay.cut();
    await drop?.();
  });

  it('answers 503 with Retry-After while the server cannot be reached, and 200 once it is back', async () => {
    expect((await list()).statusCode).toBe(200);
    relay.cut();
    for (const res of [
      await list(),
      await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'marketing@demo.intranet', password: 'Demo#2026' },
      }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    await relay.open(port);
    expect((await list()).statusCode).toBe(200);
  });

  it('answers 503, not 500, when the connection dies inside a transaction and its rollback cannot be sent either', async () => {
    const [lead] = await sqlRows<{ id: number }>(database.db, sql`select id from vendas_lead order by id limit 1`);
    const holder = new pg.Client({ connectionString: databaseUrlOf(name) });
    await holder.connect();
    try {
      // The call's update waits on this lock, inside its transaction, until the server ends its connection.
      await holder.query('begin');
      await holder.query('select id from vendas_lead where id = $1 for update', [lead.id]);
      const call = app.inject({
        method: 'PUT',
        url: `/v1/vendas/lead/${lead.id}`,
        headers,
        payload: { object: { status: 'em_contato' } },
      });
      const waiting = async () =>
        (
          await holder.query(
            `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
            [name],
          )
        ).rows as { pid: number }[];
      await expect.poll(async () => (await waiting()).length, { timeout: 10_000 }).toBe(1);
      await holder.query('select pg_terminate_backend($1)', [(await waiting())[0].pid]);
      const res = await call;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual(UNAVAILABLE);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    expect((await list()).statusCode).toBe(200);
  });

  it('never answers 500 to a call whose connection the server terminated, and recovers on the next', async () => {
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    // The pool may or may not have dropped the dead connection before the call takes one.
    const res = await list();
    if (res.statusCode !== 200) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    expect((await list()).statusCode).toBe(200);
  });
});
