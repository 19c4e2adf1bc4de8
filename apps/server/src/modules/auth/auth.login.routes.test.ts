import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@intranet/shared/auth/auth-messages';
import { MSG } from '@intranet/shared/validation/messages';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from './auth.limits';
import { DEMO_PASSWORD, expectAuthError, identityRow, login, nextAddress, post, signIn } from './auth.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ADMIN = 'admin@demo.intranet';
const RH = 'rh.gestor@demo.intranet';

describe('POST /v1/auth/login', () => {
  it('signs in with e-mail and password and the token opens a protected call', async () => {
    const tokens = await signIn(t, ADMIN);
    expect(tokens.idToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThan(20);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: ADMIN,
      usuarioId: t.accounts.admin.usuarioId,
      userId: t.accounts.admin.identityId,
      employee: true,
    });
    expect(me.json().roles).toEqual(['user', 'users:superadmin']);
  });

  it('ignores the case of the e-mail', async () => {
    await signIn(t, 'Admin@Demo.Intranet');
  });

  it('refuses a wrong password with the catalogue text', async () => {
    expectAuthError(await login(t, 'marketing@demo.intranet', 'Errada#2026'), 401, 'NotAuthorizedException');
  });

  it('answers an unknown e-mail exactly as a wrong password, after a password verification', async () => {
    const refused = async (email: string) => {
      const res = await login(t, email, 'Errada#2026');
      expectAuthError(res, 401, 'NotAuthorizedException');
      return res.json();
    };
    expect(await refused('ninguem@demo.intranet')).toEqual(await refused('rh.solicitante@demo.intranet'));
    // A locked account is refused after the same lookup and no verification: what the unknown e-mail
    // costs beyond that must be a verification. Measured in this process's CPU time, not the clock's:
    // the verification runs on its thread pool, and other work on the machine stretches every call.
    const cpuMs = async (work: () => Promise<unknown>) => {
      const start = process.cpuUsage();
      await work();
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    const LOCKED = 'candidato@demo.intranet';
    await t.database.db.execute(
      sql`update auth_identidade set bloqueado_ate = now() + interval '1 hour' where email = ${LOCKED}`,
    );
    const stored = await hashPassword(DEMO_PASSWORD);
    const unknown = [];
    const locked = [];
    const verification = [];
    try {
      for (let i = 0; i < 3; i++) {
        unknown.push(await cpuMs(() => refused('ninguem@demo.intranet')));
        locked.push(
          await cpuMs(async () =>
            expectAuthError(await login(t, LOCKED, 'Errada#2026'), 429, 'PasswordAttemptsExceededException'),
          ),
        );
        verification.push(await cpuMs(() => verifyPassword(stored, 'Errada#2026')));
      }
    } finally {
      await t.database.db.execute(sql`update auth_identidade set bloqueado_ate = null where email = ${LOCKED}`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    expect(median(unknown) - median(locked)).toBeGreaterThan(median(verification) * 0.5);
    await t.database.db.execute(
      sql`update auth_identidade set falhas_senha = 0, ultima_falha_em = null where lower(email) = 'rh.solicitante@demo.intranet'`,
    );
  });

  it('refuses a body that fails validation with every field message', async () => {
    const res = await post(t, '/v1/auth/login', { email: 'nao-e-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MSG.email },
        { path: 'password', message: MSG.required },
      ]),
    );
    const empty = await t.app.inject({ method: 'POST', url: '/v1/auth/login', remoteAddress: nextAddress() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(AUTH_MESSAGES.InvalidParameterException);
  });

  it('answers 429 with the catalogue text once an address exceeds the per-minute limit', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < AUTH_RATE_LIMITS.login; i++) {
      const res = await login(t, 'ninguem@demo.intranet', 'Errada#2026', ip);
      expect(res.statusCode).toBe(401);
    }
    expectAuthError(await login(t, ADMIN, DEMO_PASSWORD, ip), 429, 'TooManyRequestsException');
    await signIn(t, ADMIN);
  });
});

describe('password lockout', () => {
  const wrong = () => login(t, RH, 'Errada#2026');
  const lockOf = async () => {
    const row = await identityRow(t, RH);
    return {
      falhas: row.falhas_senha,
      seconds: row.bloqueado_ate ? (row.bloqueado_ate.getTime() - row.ultima_falha_em!.getTime()) / 1000 : 0,
    };
  };
  const endLock = () =>
    t.database.db.execute(
      sql`update auth_identidade set bloqueado_ate = now() - interval '1 second' where email = ${RH}`,
    );

  it('locks after five failures, refusing even the right password while locked', async () => {
    for (let i = 0; i < 5; i++) expectAuthError(await wrong(), 401, 'NotAuthorizedException');
    expect(await lockOf()).toEqual({ falhas: 5, seconds: 1 });
    expectAuthError(await login(t, RH, DEMO_PASSWORD), 429, 'PasswordAttemptsExceededException');
    expect((await lockOf()).falhas).toBe(5);
  });

  it('doubles the lock with each further failure', async () => {
    await endLock();
    expectAuthError(await wrong(), 401, 'NotAuthorizedException');
    expect(await lockOf()).toEqual({ falhas: 6, seconds: 2 });
    await endLock();
    expectAuthError(await wrong(), 401, 'NotAuthorizedException');
    expect(await lockOf()).toEqual({ falhas: 7, seconds: 4 });
    expectAuthError(await wrong(), 429, 'PasswordAttemptsExceededException');
  });

  it('caps the lock at fifteen minutes', async () => {
    await t.database.db.execute(
      sql`update auth_identidade set falhas_senha = 40, bloqueado_ate = null where email = ${RH}`,
    );
    expectAuthError(await wrong(), 401, 'NotAuthorizedException');
    expect(await lockOf()).toEqual({ falhas: 41, seconds: 900 });
  });

  it('clears the count on a successful sign-in', async () => {
    await endLock();
    await signIn(t, RH);
    expect(await lockOf()).toEqual({ falhas: 0, seconds: 0 });
    expectAuthError(await wrong(), 401, 'NotAuthorizedException');
    expect((await lockOf()).falhas).toBe(1);
  });

  it('forgets earlier failures after fifteen quiet minutes', async () => {
    for (let i = 0; i < 3; i++) await wrong();
    expect((await lockOf()).falhas).toBe(4);
    await t.database.db.execute(
      sql`update auth_identidade set ultima_falha_em = now() - interval '16 minutes' where email = ${RH}`,
    );
    await wrong();
    expect(await lockOf()).toEqual({ falhas: 1, seconds: 0 });
    await signIn(t, RH);
  });
});
