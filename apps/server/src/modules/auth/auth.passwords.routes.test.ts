import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { codigo } from '../../db/schema';
import { MSG } from '@intranet/shared/validation/messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  DEMO_PASSWORD,
  TEMP_PASSWORD,
  expectAuthError,
  identityRow,
  lastMailedCode,
  login,
  post,
  signIn,
} from './auth.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NOVO = 'novo@demo.intranet';

describe('new-password challenge', () => {
  it('answers the challenge for a temporary password, refuses a weak password, then signs in', async () => {
    const res = await login(t, NOVO, TEMP_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { challenge, session } = res.json();
    expect(challenge).toBe('NEW_PASSWORD_REQUIRED');

    const weak = await post(t, '/v1/auth/new-password', { email: NOVO, session, password: 'fraca123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: MSG.passwordPolicy,
      fields: [{ path: 'password', message: MSG.passwordPolicy }],
    });
    const short = await post(t, '/v1/auth/new-password', { email: NOVO, session, password: 'Ab1#' });
    expect(short.json().message).toBe(MSG.passwordLength);

    const same = await post(t, '/v1/auth/new-password', { email: NOVO, session, password: TEMP_PASSWORD });
    expectAuthError(same, 400, 'PasswordReusedException');
    expect(same.json().fields).toEqual([
      { path: 'password', message: 'A nova senha deve ser diferente da senha temporária.' },
    ]);

    expectAuthError(
      await post(t, '/v1/auth/new-password', { email: NOVO, session: `${session}x`, password: 'Nova#2026' }),
      403,
      'InvalidSessionException',
    );
    expectAuthError(
      await post(t, '/v1/auth/new-password', { email: 'admin@demo.intranet', session, password: 'Nova#2026' }),
      403,
      'InvalidSessionException',
    );

    const done = await post(t, '/v1/auth/new-password', { email: NOVO, session, password: 'Nova#2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(Object.keys(done.json()).sort()).toEqual(['idToken', 'refreshToken']);
    expect((await identityRow(t, NOVO)).status).toBe('CONFIRMED');

    expectAuthError(
      await post(t, '/v1/auth/new-password', { email: NOVO, session, password: 'Outra#2026' }),
      403,
      'InvalidSessionException',
    );
    expectAuthError(await login(t, NOVO, TEMP_PASSWORD), 401, 'NotAuthorizedException');
    await signIn(t, NOVO, 'Nova#2026');
  });
});

describe('password length', () => {
  const huge = `Aa1$${'a'.repeat(900 * 1024)}`;
  const refusedForLength = (res: Awaited<ReturnType<typeof post>>, path: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path, message: MSG.passwordMax });
  };

  it('refuses a 900 KB password on every call that takes one, with the pt-BR message', async () => {
    refusedForLength(await login(t, 'colaborador@demo.intranet', huge), 'password');
    refusedForLength(await post(t, '/v1/auth/new-password', { email: NOVO, session: 'x', password: huge }), 'password');
    refusedForLength(
      await post(t, '/v1/auth/confirm-forgot-password', {
        email: 'colaborador@demo.intranet',
        code: '123456',
        password: huge,
      }),
      'password',
    );
    refusedForLength(
      await post(t, '/v1/auth/register', { nome: 'Longa Senha', email: 'longa@example.com', password: huge }),
      'password',
    );
    const headers = await t.headersFor('colaborador');
    refusedForLength(
      await post(t, '/v1/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: huge }, { headers }),
      'newPassword',
    );
    refusedForLength(
      await post(t, '/v1/auth/change-password', { oldPassword: huge, newPassword: 'Nova#2026' }, { headers }),
      'oldPassword',
    );
  });
});

describe('forgot password', () => {
  const EMAIL = 'colaborador@demo.intranet';
  const forgot = (email: string) => post(t, '/v1/auth/forgot-password', { email });
  const confirm = (email: string, code: string, password: string) =>
    post(t, '/v1/auth/confirm-forgot-password', { email, code, password });

  it('mails a 6-digit code that sets a new password and ends open sessions', async () => {
    const before = await signIn(t, EMAIL);
    const res = await forgot(EMAIL);
    expect(res.statusCode).toBe(200);
    const code = await lastMailedCode(t, EMAIL);
    const [stored] = await t.database.db
      .select()
      .from(codigo)
      .where(eq(codigo.finalidade, 'reset'))
      .orderBy(desc(codigo.created_at))
      .limit(1);
    expect(stored.codigo_hash).not.toContain(code);
    expect(stored.expira_em.getTime() - stored.created_at.getTime()).toBe(3600_000);

    const weak = await confirm(EMAIL, code, 'semregra');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG.passwordPolicy);

    expect((await confirm(EMAIL, code, 'Recuperada#1')).statusCode).toBe(200);
    await signIn(t, EMAIL, 'Recuperada#1');
    expectAuthError(await login(t, EMAIL, DEMO_PASSWORD), 401, 'NotAuthorizedException');
    expectAuthError(
      await post(t, '/v1/auth/refresh', { refreshToken: before.refreshToken }),
      401,
      'InvalidRefreshTokenException',
    );
    expectAuthError(await confirm(EMAIL, code, 'Outra#2026'), 400, 'CodeMismatchException');
  });

  it('refuses a wrong code', async () => {
    await forgot(EMAIL);
    const code = await lastMailedCode(t, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expectAuthError(await confirm(EMAIL, wrong, 'Nova#2026'), 400, 'CodeMismatchException');
  });

  it('refuses a malformed code with the field message', async () => {
    const res = await confirm(EMAIL, '12ab', 'Nova#2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'code', message: MSG.code6 }]);
  });

  it('refuses a code older than one hour', async () => {
    await t.database.db.execute(sql`delete from auth_codigo`);
    await forgot(EMAIL);
    const code = await lastMailedCode(t, EMAIL);
    await t.database.db.execute(
      sql`update auth_codigo set created_at = created_at - interval '61 minutes', expira_em = expira_em - interval '61 minutes'`,
    );
    expectAuthError(await confirm(EMAIL, code, 'Nova#2026'), 400, 'ExpiredCodeException');
  });

  it('wears a code out after five wrong guesses', async () => {
    await t.database.db.execute(sql`delete from auth_codigo`);
    await forgot(EMAIL);
    const code = await lastMailedCode(t, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectAuthError(await confirm(EMAIL, wrong, 'Nova#2026'), 400, 'CodeMismatchException');
    expectAuthError(await confirm(EMAIL, code, 'Nova#2026'), 400, 'ExpiredCodeException');
  });

  it('keeps only the latest code valid', async () => {
    await t.database.db.execute(sql`delete from auth_codigo`);
    await forgot(EMAIL);
    const first = await lastMailedCode(t, EMAIL);
    await forgot(EMAIL);
    const second = await lastMailedCode(t, EMAIL);
    if (first !== second) expectAuthError(await confirm(EMAIL, first, 'Nova#2026'), 400, 'CodeMismatchException');
    expect((await confirm(EMAIL, second, 'Nova#2026')).statusCode).toBe(200);
  });

  it('refuses a sixth code for one identity within an hour', async () => {
    await t.database.db.execute(sql`delete from auth_codigo`);
    for (let i = 0; i < 5; i++) expect((await forgot(EMAIL)).statusCode).toBe(200);
    expectAuthError(await forgot(EMAIL), 429, 'LimitExceededException');
    await t.database.db.execute(sql`update auth_codigo set created_at = created_at - interval '61 minutes'`);
    expect((await forgot(EMAIL)).statusCode).toBe(200);
  });

  it('refuses an unknown e-mail', async () => {
    expectAuthError(await forgot('ninguem@demo.intranet'), 404, 'EmailNotFoundException');
    expectAuthError(await confirm('ninguem@demo.intranet', '123456', 'Nova#2026'), 404, 'UserNotFoundException');
  });

  it('refuses a disabled identity', async () => {
    const admin = await t.headersFor('admin');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/usuarios/${t.accounts.marketing.usuarioId}/acesso`,
      headers: admin,
      payload: { habilitado: false },
    });
    expectAuthError(await forgot('marketing@demo.intranet'), 403, 'EmailNotAllowedException');
    expectAuthError(await confirm('marketing@demo.intranet', '123456', 'Nova#2026'), 403, 'EmailNotAllowedException');
  });
});

describe('reset demanded by a superadmin', () => {
  const EMAIL = 'rh.solicitante@demo.intranet';

  it('refuses sign-in until the forgot-password flow completes, ending open sessions', async () => {
    const tokens = await signIn(t, EMAIL);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/usuarios/${t.accounts.rhSolicitante.usuarioId}/redefinir-senha`,
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id_usuario: t.accounts.rhSolicitante.usuarioId, status: 'RESET_REQUIRED' });
    expectAuthError(await login(t, EMAIL, DEMO_PASSWORD), 403, 'PasswordResetRequiredException');
    expectAuthError(await login(t, EMAIL, 'Errada#2026'), 401, 'NotAuthorizedException');
    expect((await post(t, '/v1/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);

    await post(t, '/v1/auth/forgot-password', { email: EMAIL });
    const code = await lastMailedCode(t, EMAIL);
    expect(
      (await post(t, '/v1/auth/confirm-forgot-password', { email: EMAIL, code, password: 'Redefinida#1' })).statusCode,
    ).toBe(200);
    expect((await identityRow(t, EMAIL)).status).toBe('CONFIRMED');
    await signIn(t, EMAIL, 'Redefinida#1');
  });
});

describe('POST /v1/auth/change-password', () => {
  const EMAIL = 'candidato@demo.intranet';
  const change = async (body: object) =>
    post(t, '/v1/auth/change-password', body, {
      headers: { authorization: `Bearer ${(await signIn(t, EMAIL, current)).idToken}` },
    });
  let current = DEMO_PASSWORD;

  it('needs a signed-in user', async () => {
    expect(
      (await post(t, '/v1/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'Trocada#2026' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a wrong current password as such, without ending the session, counting it toward the lockout', async () => {
    const res = await change({ oldPassword: 'Errada#2026', newPassword: 'Trocada#2026' });
    expectAuthError(res, 400, 'IncorrectCurrentPasswordException');
    expect(res.json().message).toBe('Senha atual incorreta.');
    expect((await identityRow(t, EMAIL)).falhas_senha).toBe(1);
  });

  it('refuses a new password outside the policy', async () => {
    const res = await change({ oldPassword: DEMO_PASSWORD, newPassword: 'semRegra1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'newPassword', message: MSG.passwordPolicy }]);
  });

  it('changes the password', async () => {
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: 'Trocada#2026' })).statusCode).toBe(200);
    current = 'Trocada#2026';
    await signIn(t, EMAIL, current);
    expectAuthError(await login(t, EMAIL, DEMO_PASSWORD), 401, 'NotAuthorizedException');
  });

  it("ends the user's other sessions and keeps the current one with the tokens it answers", async () => {
    const other = await signIn(t, EMAIL, current);
    const mine = await signIn(t, EMAIL, current);
    const res = await post(
      t,
      '/v1/auth/change-password',
      { oldPassword: current, newPassword: 'Outra#2026' },
      { headers: { authorization: `Bearer ${mine.idToken}` } },
    );
    expect(res.statusCode, res.body).toBe(200);
    current = 'Outra#2026';
    const renewed = res.json();
    expect(Object.keys(renewed).sort()).toEqual(['idToken', 'refreshToken']);

    expectAuthError(
      await post(t, '/v1/auth/refresh', { refreshToken: other.refreshToken }),
      401,
      'InvalidRefreshTokenException',
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${renewed.idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await post(t, '/v1/auth/refresh', { refreshToken: renewed.refreshToken })).statusCode).toBe(200);
  });
});
