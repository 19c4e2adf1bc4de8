import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, lastMailedCode, post, signIn } from './auth.test-kit';

let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    config: testConfig({ jwtSecret: t.app.config.jwtSecret }),
    database: t.database,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const me = (idToken: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${idToken}` } });
const admin = async (method: 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await t.headersFor('admin') });

/** Signs in and checks the identity token works on both instances (so both keep the identity's state). */
async function openSession(email: string, password = DEMO_PASSWORD) {
  const tokens = await signIn(t, email, password);
  expect((await me(tokens.idToken)).statusCode).toBe(200);
  expect((await me(tokens.idToken, other)).statusCode).toBe(200);
  return tokens;
}

/**
 * The status `app` answers once the database's announcement had a moment to arrive (same turn on
 * PGlite, milliseconds on PostgreSQL): it is asked again, for a second at most, until it gives `expected`.
 */
async function statusOnceAnnounced(idToken: string, app: FastifyInstance, expected = 401): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = (await me(idToken, app)).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10));
    status = (await me(idToken, app)).statusCode;
  }
  return status;
}

/** Refused at once by the instance that revoked, and by the other as soon as the announcement reaches it. */
async function expectRefusedEverywhere(idToken: string) {
  expect((await me(idToken)).statusCode).toBe(401);
  expect(await statusOnceAnnounced(idToken, other)).toBe(401);
}

describe('revoking sessions voids the identity tokens issued before, at once, on every instance', () => {
  it('after logout', async () => {
    const tokens = await openSession('marketing@demo.intranet');
    expect((await post(t, '/v1/auth/logout', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    await expectRefusedEverywhere(tokens.idToken);
    const again = await signIn(t, 'marketing@demo.intranet');
    expect((await me(again.idToken, other)).statusCode).toBe(200);
  });

  it('after a refresh token is presented twice', async () => {
    const first = await openSession('rh.gestor@demo.intranet');
    const second = (await post(t, '/v1/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect((await me(second.idToken, other)).statusCode).toBe(200);
    expect((await post(t, '/v1/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    await expectRefusedEverywhere(second.idToken);
  });

  it('after a password reset', async () => {
    const email = 'rh.solicitante@demo.intranet';
    const tokens = await openSession(email);
    await post(t, '/v1/auth/forgot-password', { email });
    const code = await lastMailedCode(t, email);
    expect(
      (await post(t, '/v1/auth/confirm-forgot-password', { email, code, password: 'Redefinida#2026' })).statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(tokens.idToken);
  });

  it('after a reset demanded by the superadmin', async () => {
    const tokens = await openSession('colaborador@demo.intranet');
    expect(
      (await admin('PUT', `/v1/admin/usuarios/${t.accounts.colaborador.usuarioId}/redefinir-senha`)).statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(tokens.idToken);
  });

  it('after the superadmin disables the account, and still after enabling it again', async () => {
    const tokens = await openSession('candidato@demo.intranet');
    expect(
      (await admin('PUT', `/v1/admin/usuarios/${t.accounts.candidato.usuarioId}/acesso`, { habilitado: false }))
        .statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(tokens.idToken);
    expect(
      (await admin('PUT', `/v1/admin/usuarios/${t.accounts.candidato.usuarioId}/acesso`, { habilitado: true }))
        .statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(tokens.idToken);
  });

  it('after the account is disabled by any write path (announced by the database)', async () => {
    const token = await t.tokenFor('novo');
    expect((await me(token, other)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update auth_identidade set habilitado = false where id = ${t.accounts.novo.identityId}`,
    );
    expect(await statusOnceAnnounced(token, t.app)).toBe(401);
    expect(await statusOnceAnnounced(token, other)).toBe(401);
    await t.database.db.execute(
      sql`update auth_identidade set habilitado = true where id = ${t.accounts.novo.identityId}`,
    );
    expect(await statusOnceAnnounced(await t.tokenFor('novo'), other, 200)).toBe(200);
  });

  it("after a password change, for the user's other sessions only", async () => {
    const email = 'marketing@demo.intranet';
    const elsewhere = await openSession(email);
    const here = await openSession(email);
    const res = await post(
      t,
      '/v1/auth/change-password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Trocada#2026' },
      { headers: { authorization: `Bearer ${here.idToken}` } },
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectRefusedEverywhere(elsewhere.idToken);
    expect((await me(res.json().idToken, other)).statusCode).toBe(200);
  });
});

describe('checking a token', () => {
  it('reads the identity once, not on every request, until it changes', async () => {
    const states = t.app.identityStates as unknown as { read(id: string): Promise<unknown> };
    const reads = vi.spyOn(states, 'read');
    try {
      const token = await t.tokenFor('rhGestor');
      for (let i = 0; i < 5; i++) expect((await me(token)).statusCode).toBe(200);
      const before = reads.mock.calls.filter(([id]) => id === t.accounts.rhGestor.identityId).length;
      expect(before).toBeLessThanOrEqual(1);
      for (let i = 0; i < 5; i++) expect((await me(token)).statusCode).toBe(200);
      expect(reads.mock.calls.filter(([id]) => id === t.accounts.rhGestor.identityId).length).toBe(before);
    } finally {
      reads.mockRestore();
    }
  });
});
