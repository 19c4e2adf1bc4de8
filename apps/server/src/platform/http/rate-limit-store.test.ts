import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { LEADS_API } from '@intranet/shared/leads/leads.contract';
import { ROULETTE_PUBLIC_API } from '@intranet/shared/roulette/roulette-public.contract';
import { buildApp } from '../../app';
import { loadConfig, parseTrustProxy, type TrustProxy } from '../../config';
import { sqlRows } from '../../db/sql';
import { AUTH_LIMIT_SCOPES, AUTH_RATE_LIMITS } from '../../modules/auth/auth.limits';
import { APPLICATIONS_PER_MINUTE } from '../../modules/careers/careers.routes';
import { LEAD_SUBMISSIONS_PER_MINUTE } from '../../modules/leads/leads.routes';
import { SPINS_PER_MINUTE } from '../../modules/roulette/roulette.routes';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { rateLimitStore } from './rate-limit-store';

/** The balancer in front, as the instances see it connect. */
const BALANCER = '10.9.0.1';
let clients = 0;
/** A new client address for each test, so that no two tests share a counter. */
const nextClient = () => `203.0.${Math.floor(++clients / 250)}.${clients % 250}`;

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxy addresses and CIDRs; anything else trusts no proxy', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10.9.0.1')).toEqual(['10.9.0.1']);
    expect(parseTrustProxy('10.9.0.0/16, fd00::/8,127.0.0.1')).toEqual(['10.9.0.0/16', 'fd00::/8', '127.0.0.1']);
    for (const untrusted of [
      undefined,
      '',
      '0',
      'true',
      'yes',
      '-1',
      '1.5',
      '10.9.0.0/33',
      '10.9.0.1, balanceador',
      '10.9.0.1,',
      'loopback',
    ]) {
      expect(parseTrustProxy(untrusted), String(untrusted)).toBe(false);
    }
    expect(loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ JWT_SECRET: 'x' }).trustProxy).toBe(false);
  });
});

describe('rate limits behind a proxy, across instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let candidate: Record<string, string>;
  let employee: Record<string, string>;

  /** Another instance of the server on the same database, as a second node behind the balancer. */
  const instance = async (trustProxy: TrustProxy) => {
    const app = await buildApp({
      config: testConfig({ trustProxy, jwtSecret: t.app.config.jwtSecret, databaseUrl: t.app.config.databaseUrl }),
      database: t.database,
      logger: false,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: loadConfig({ JWT_SECRET: 'x', TRUST_PROXY: '1' }).trustProxy });
    other = await instance(t.app.config.trustProxy);
    candidate = await t.headersFor('candidato');
    employee = await t.headersFor('colaborador');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  type Call = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object };
  /** A call through the balancer: X-Forwarded-For as the client sent it, with the address the balancer saw appended. */
  const through = (app: FastifyInstance, call: Call, client: string, forged?: string) =>
    app.inject({
      ...call,
      remoteAddress: BALANCER,
      headers: { ...call.headers, 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
    });
  /** The first call answered 429, counting from 1, or 0 when none was. */
  const firstRefused = async (calls: number, send: (i: number) => Promise<{ statusCode: number }>) => {
    for (let i = 1; i <= calls; i++) if ((await send(i)).statusCode === 429) return i;
    return 0;
  };

  it('keys a limit on the address the balancer saw, not on one the client forged before it', async () => {
    const call = { method: 'POST', url: LEADS_API.submit.path, payload: {} } as const;
    const client = nextClient();
    const refusedAt = await firstRefused(LEAD_SUBMISSIONS_PER_MINUTE + 1, (i) =>
      through(t.app, call, client, `1.2.3.${i}`),
    );
    expect(refusedAt).toBe(LEAD_SUBMISSIONS_PER_MINUTE + 1);
    // Another client behind the same balancer keeps its own count.
    expect((await through(t.app, call, nextClient(), client)).statusCode).toBe(400);
  });

  it('with a list of proxies, believes X-Forwarded-For only from them', async () => {
    const listed = await instance(parseTrustProxy(`${BALANCER}/32`));
    try {
      const call = { method: 'POST', url: LEADS_API.submit.path, payload: {} } as const;
      const client = nextClient();
      expect(
        await firstRefused(LEAD_SUBMISSIONS_PER_MINUTE + 1, (i) => through(listed, call, client, `1.2.3.${i}`)),
      ).toBe(LEAD_SUBMISSIONS_PER_MINUTE + 1);
      // A client reaching the instance directly is its own connection's address, whatever it forwards.
      const direct = nextClient();
      const refusedAt = await firstRefused(LEAD_SUBMISSIONS_PER_MINUTE + 1, (i) =>
        listed.inject({ ...call, remoteAddress: direct, headers: { 'x-forwarded-for': `1.2.4.${i}` } }),
      );
      expect(refusedAt).toBe(LEAD_SUBMISSIONS_PER_MINUTE + 1);
    } finally {
      await listed.close();
    }
  });

  const shared: [string, Call, number][] = [
    ['lead form', { method: 'POST', url: LEADS_API.submit.path, payload: {} }, LEAD_SUBMISSIONS_PER_MINUTE],
    ['wheel spin', { method: 'POST', url: ROULETTE_PUBLIC_API.spin.path, payload: {} }, SPINS_PER_MINUTE],
    ['careers application', { method: 'POST', url: CAREERS_API.apply.path, payload: {} }, APPLICATIONS_PER_MINUTE],
    ...(
      [
        'login',
        'newPassword',
        'forgotPassword',
        'confirmForgotPassword',
        'register',
        'confirmRegistration',
        'resendConfirmation',
        'changePassword',
      ] as const
    ).map((name): [string, Call, number] => [
      `auth ${name}`,
      { method: 'POST', url: AUTH_API[name].path, payload: {} },
      AUTH_RATE_LIMITS[name],
    ]),
  ];

  it.each(shared)(
    'counts the %s across instances: calls split between two reach 429 where one instance would',
    async (name, call, max) => {
      const headers = name === 'careers application' ? candidate : name === 'auth changePassword' ? employee : {};
      const client = nextClient();
      // Alternating instances, each call with a new forged address in front of the real one.
      const refusedAt = await firstRefused(max + 1, (i) =>
        through(i % 2 ? t.app : other, { ...call, headers }, client, `198.51.100.${i}`),
      );
      expect(refusedAt).toBe(max + 1);
      // The refusal holds on both instances.
      expect((await through(t.app, { ...call, headers }, client)).statusCode).toBe(429);
      expect((await through(other, { ...call, headers }, client)).statusCode).toBe(429);
    },
  );

  it('says for every identity call whether its limit is shared, and shares exactly those tested above', () => {
    const clusterWide = Object.entries(AUTH_LIMIT_SCOPES)
      .filter(([, scope]) => scope === 'cluster')
      .map(([name]) => `auth ${name}`);
    expect(shared.map(([name]) => name).filter((name) => name.startsWith('auth '))).toEqual(clusterWide);
  });

  it('keeps the limits of public reads per instance', async () => {
    const call = { method: 'GET', url: `${LEADS_API.origin.path}?url=x` } as const;
    const client = nextClient();
    const limitOf = async (app: FastifyInstance) =>
      Number((await through(app, call, client)).headers['x-ratelimit-limit']);
    const max = await limitOf(t.app);
    expect(await firstRefused(max, () => through(t.app, call, client))).toBe(max);
    expect((await through(other, call, client)).statusCode).not.toBe(429);
  });

  it('removes the counters whose window has ended and keeps the others', async () => {
    const live = `test-live ${nextClient()}`;
    await t.database.db.execute(sql`INSERT INTO limite_requisicao (chave, contagem, fim) VALUES
      ('test-ended', 3, now() - interval '1 second'), (${live}, 2, now() + interval '1 minute')`);
    const { sweep, stop } = rateLimitStore(t.database.db, t.app.log);
    stop();
    await sweep();
    const left = await sqlRows<{ chave: string }>(
      t.database.db,
      sql`SELECT chave FROM limite_requisicao WHERE chave LIKE 'test-%'`,
    );
    expect(left.map((row) => row.chave)).toEqual([live]);
  });
});
