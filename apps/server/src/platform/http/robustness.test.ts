import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { openTestDatabase, testConfig } from '../../test/test-app';

describe('robustness of the HTTP layer', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let databaseClosed = false;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    const config = testConfig();
    app = await buildApp({ config, database, logger: false });
    // Routes that exist only in this test app.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/v1/teste/sobras',
      { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({ id: z.number(), nome: z.string() }) } } },
      async () => ({ id: 1, nome: 'visível', senha_hash: 'segredo', interno: { chave: 'x' } }) as { id: number; nome: string },
    );
    typed.get('/v1/teste/falha', { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({}) } } }, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at Pool.query (/srv/app/node_modules/pg/lib/pool.js:45)');
    });
    typed.get('/v1/teste/resposta-invalida', { config: { access: { level: 'public' }, action: 'public.call' }, schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
      return { id: 'não é número' } as unknown as { id: number };
    });
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
    expect(res.json()).toEqual({ error: 'internal', message: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!' });
    expect(res.body).not.toMatch(/ECONNREFUSED|node_modules|stack|Pool/);
  });

  it('answers a generic 500 when a response does not match its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/teste/resposta-invalida' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('internal');
    expect(res.body).not.toContain('não é número');
  });

  it('answers 404 in pt-BR for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Dados não encontrados.' });
  });

  it('answers /health with 200, then 503 once the database is closed', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await database.close();
    databaseClosed = true;
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'indisponível' });
  });
});
