import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { openTestDatabase, testConfig } from '../../test/test-app';

/** Errors the drivers raise while the database is unreachable, keyed by a name for the test route. */
const OUTAGES: Record<string, Error> = {
  refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  reset: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  'timed-out': Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }),
  'admin-shutdown': Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  'crash-shutdown': Object.assign(new Error('terminating connection due to crash of another server process'), {
    code: '57P02',
  }),
  'starting-up': Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
  'connection-exception': Object.assign(new Error('connection exception'), { code: '08000' }),
  'connection-missing': Object.assign(new Error('connection does not exist'), { code: '08003' }),
  'connection-failure': Object.assign(new Error('connection failure'), { code: '08006' }),
  'connection-rejected': Object.assign(new Error('server rejected the connection'), { code: '08004' }),
  'too-many-connections': Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
  'idle-session-ended': Object.assign(new Error('terminating connection due to idle-session timeout'), {
    code: '57P05',
  }),
  'host-unreachable': Object.assign(new Error('connect EHOSTUNREACH 10.0.0.5:5432'), { code: 'EHOSTUNREACH' }),
  'name-not-resolved': Object.assign(new Error('getaddrinfo EAI_AGAIN db'), { code: 'EAI_AGAIN' }),
  'pool-timeout': new Error('timeout exceeded when trying to connect'),
  'pglite-closed': new Error('PGlite is closed'),
  'wrapped-in-query': Object.assign(new Error('Failed query: select 1\nparams: '), {
    query: 'select 1',
    params: [],
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  }),
  'every-address-refused': Object.assign(
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
    { code: 'ECONNREFUSED' },
  ),
};
const UNAVAILABLE = { error: 'unavailable', message: 'Serviço indisponível no momento. Tente novamente em instantes.' };

describe('robustness of the HTTP layer', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let databaseClosed = false;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('migrated'));
    const config = testConfig();
    app = await buildApp({ config, database, logger: false });
    // Routes that exist only in this test app.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/v1/teste/sobras',
      {
        config: { access: { level: 'public' }, action: 'public.call' },
        schema: { response: { 200: z.object({ id: z.number(), nome: z.string() }) } },
      },
      async () =>
        ({ id: 1, nome: 'visível', senha_hash: 'segredo', interno: { chave: 'x' } }) as { id: number; nome: string },
    );
    typed.get(
      '/v1/teste/falha',
      { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({}) } } },
      async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at Pool.query (/srv/app/node_modules/pg/lib/pool.js:45)');
      },
    );
    typed.get(
      '/v1/teste/resposta-invalida',
      {
        config: { access: { level: 'public' }, action: 'public.call' },
        schema: { response: { 200: z.object({ id: z.number() }) } },
      },
      async () => {
        return { id: 'não é número' } as unknown as { id: number };
      },
    );
    typed.get(
      '/v1/teste/banco',
      { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({}) } } },
      async () => {
        await app.db.execute(sql`select 1`);
        return {};
      },
    );
    typed.get(
      '/v1/teste/duplicado',
      { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({}) } } },
      async () => {
        throw Object.assign(new Error('Failed query: insert …'), {
          query: 'insert …',
          params: ['x'],
          cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
        });
      },
    );
    typed.get<{ Params: { kind: string } }>(
      '/v1/teste/fora-do-ar/:kind',
      { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({}) } } },
      async (request) => {
        throw OUTAGES[request.params.kind];
      },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    if (!databaseClosed) await database?.close();
    await drop?.();
  });

  it('strips fields a response schema does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/teste/sobras' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, nome: 'visível' });
    expect(res.body).not.toContain('segredo');
  });

  it('never shows internals on a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/teste/falha' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal',
      message: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|node_modules|stack|Pool/);
  });

  it('answers a generic 500 when a response does not match its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/teste/resposta-invalida' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('internal');
    expect(res.body).not.toContain('não é número');
  });

  it('answers 409, not 500, when a unique index refuses a row no operation checked first', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/teste/duplicado' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: 'Dados inválidos.' });
  });

  it('answers 404 in pt-BR for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Dados não encontrados.' });
  });

  it.each(Object.keys(OUTAGES))('answers 503 with Retry-After while the database is unreachable (%s)', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/v1/teste/fora-do-ar/${kind}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(UNAVAILABLE);
  });

  it('answers /health with 200, then 503 once the database is closed', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await database.close();
    databaseClosed = true;
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'indisponível' });
  });

  it('answers a call that reaches the closed database with 503 and Retry-After', async () => {
    expect(databaseClosed).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/v1/teste/banco' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual(UNAVAILABLE);
  });
});
