import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSuperadmin } from './create-superadmin';
import { DEMO_PASSWORD, expectAuthError, login, post, signIn } from './auth.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const access = async (usuarioId: number, habilitado: boolean, key: 'admin' | 'rhGestor' = 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/admin/usuarios/${usuarioId}/acesso`,
    headers: await t.headersFor(key),
    payload: { habilitado },
  });

describe('PUT /v1/admin/usuarios/{id}/acesso', () => {
  const EMAIL = 'colaborador@demo.intranet';

  it('is for the superadmin only', async () => {
    expect((await access(t.accounts.colaborador.usuarioId, false, 'rhGestor')).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/v1/admin/usuarios/${t.accounts.colaborador.usuarioId}/acesso`,
          payload: { habilitado: false },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('disables sign-in and ends open sessions, then enables it again', async () => {
    const tokens = await signIn(t, EMAIL);
    const res = await access(t.accounts.colaborador.usuarioId, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id_usuario: t.accounts.colaborador.usuarioId, habilitado: false });

    expectAuthError(await login(t, EMAIL, DEMO_PASSWORD), 403, 'UserDisabledException');
    expectAuthError(await login(t, EMAIL, 'Errada#2026'), 401, 'NotAuthorizedException');
    expect((await post(t, '/v1/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(me.statusCode).toBe(401);

    expect((await access(t.accounts.colaborador.usuarioId, true)).statusCode).toBe(200);
    await signIn(t, EMAIL);
  });

  it('refuses the refresh of a session opened before the identity was disabled', async () => {
    const tokens = await signIn(t, EMAIL);
    await t.database.db.execute(sql`update auth_identidade set habilitado = false where email = ${EMAIL}`);
    expectAuthError(
      await post(t, '/v1/auth/refresh', { refreshToken: tokens.refreshToken }),
      401,
      'UserDisabledException',
    );
    await access(t.accounts.colaborador.usuarioId, true);
  });

  it("answers 404 for an unknown user and refuses changing one's own access", async () => {
    expect((await access(999999, false)).statusCode).toBe(404);
    expect((await access(t.accounts.admin.usuarioId, false)).statusCode).toBe(409);
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/usuarios/${t.accounts.colaborador.usuarioId}/acesso`,
      headers: await t.headersFor('admin'),
      payload: { habilitado: 'sim' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /v1/admin/usuarios/{id}/redefinir-senha', () => {
  it('is for the superadmin only', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/usuarios/${t.accounts.colaborador.usuarioId}/redefinir-senha`,
      headers: await t.headersFor('rhGestor'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('createSuperadmin', () => {
  it('creates an employee superadmin who can sign in', async () => {
    const created = await createSuperadmin(t.database.db, {
      email: 'Chefe@Empresa.com.br',
      password: 'Chefe#2026',
      nome: 'Chefe Geral',
    });
    const tokens = await signIn(t, 'chefe@empresa.com.br', 'Chefe#2026');
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${tokens.idToken}` } })
    ).json();
    expect(me).toMatchObject({
      usuarioId: created.usuarioId,
      roles: ['user', 'users:superadmin'],
      employee: true,
      nome: 'Chefe',
    });
  });

  it('refuses a weak password or an e-mail in use', async () => {
    await expect(
      createSuperadmin(t.database.db, { email: 'x@empresa.com.br', password: 'fraca', nome: 'X' }),
    ).rejects.toThrow('Utilize no mínimo 8 caracteres.');
    await expect(
      createSuperadmin(t.database.db, { email: 'admin@demo.intranet', password: 'Chefe#2026', nome: 'X' }),
    ).rejects.toThrow('Já existe uma conta com este e-mail.');
  });
});
