import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@intranet/shared/validation/messages';
import { perfil, perfilRole, usuario, usuarioPerfil } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectAuthError, identityRow, lastMailedCode, login, post, signIn } from './auth.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const register = (body: object) => post(t, '/v1/auth/register', body);
const confirm = (email: string, code: string) => post(t, '/v1/auth/confirm-registration', { email, code });
const resend = (email: string) => post(t, '/v1/auth/resend-confirmation', { email });

describe('candidate self-registration', () => {
  const EMAIL = 'joana.candidata@exemplo.com.br';

  it('creates a non-employee with only the base role, unconfirmed until the mailed code comes back', async () => {
    const res = await register({ nome: 'Joana da Silva', email: EMAIL, password: 'Joana#2026' });
    expect(res.statusCode, res.body).toBe(200);
    const identity = await identityRow(t, EMAIL);
    expect(identity.status).toBe('UNCONFIRMED');
    const [person] = await t.database.db.select().from(usuario).where(eq(usuario.id, identity.id_usuario));
    expect(person).toMatchObject({ nome: 'Joana', sobrenome: 'da Silva', funcionario: false });
    const roles = await t.database.db
      .select({ perfil: perfil.nome, role: perfilRole.role })
      .from(usuarioPerfil)
      .innerJoin(perfil, eq(perfil.id, usuarioPerfil.id_perfil))
      .innerJoin(perfilRole, eq(perfilRole.id_perfil, perfil.id))
      .where(eq(usuarioPerfil.id_usuario, identity.id_usuario));
    expect(roles).toEqual([{ perfil: 'Candidato', role: 'user' }]);

    expectAuthError(await login(t, EMAIL, 'Joana#2026'), 403, 'UserNotConfirmedException');
    expectAuthError(await login(t, EMAIL, 'Errada#2026'), 401, 'NotAuthorizedException');

    const code = await lastMailedCode(t, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expectAuthError(await confirm(EMAIL, wrong), 400, 'CodeMismatchException');
    expect((await confirm(EMAIL, code)).statusCode).toBe(200);
    expect((await identityRow(t, EMAIL)).status).toBe('CONFIRMED');

    const tokens = await signIn(t, EMAIL, 'Joana#2026');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(me.json()).toMatchObject({ roles: ['user'], employee: false, nome: 'Joana' });
  });

  it('refuses to confirm twice or to resend to a confirmed identity', async () => {
    expectAuthError(await confirm(EMAIL, '123456'), 403, 'UserAlreadyConfirmedException');
    expectAuthError(await resend(EMAIL), 403, 'UserAlreadyConfirmedException');
  });

  it('refuses an e-mail that already has an account', async () => {
    expectAuthError(
      await register({ nome: 'Outra Pessoa', email: 'JOANA.candidata@exemplo.com.br', password: 'Outra#2026' }),
      409,
      'UsernameExistsException',
    );
    expectAuthError(
      await register({ nome: 'Outra Pessoa', email: 'admin@demo.intranet', password: 'Outra#2026' }),
      409,
      'UsernameExistsException',
    );
  });

  it('refuses invalid data with every field message', async () => {
    const res = await register({ nome: 'J', email: 'sem-arroba', password: 'curta' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'nome', message: MSG.min2 },
        { path: 'email', message: MSG.email },
        { path: 'password', message: MSG.passwordLength },
      ]),
    );
  });

  it('creates the Candidato profile when it is missing', async () => {
    await t.database.db.execute(sql`update rh_perfil set nome = 'Candidato antigo' where nome = 'Candidato'`);
    expect((await register({ nome: 'Pedro', email: 'pedro@exemplo.com.br', password: 'Pedro#2026' })).statusCode).toBe(
      200,
    );
    const [created] = await t.database.db.select().from(perfil).where(eq(perfil.nome, 'Candidato'));
    const roles = await t.database.db
      .select({ role: perfilRole.role })
      .from(perfilRole)
      .where(eq(perfilRole.id_perfil, created.id));
    expect(roles).toEqual([{ role: 'user' }]);
  });

  it('resends a new code and only the latest one confirms', async () => {
    const email = 'pedro@exemplo.com.br';
    const first = await lastMailedCode(t, email);
    expect((await resend(email)).statusCode).toBe(200);
    const second = await lastMailedCode(t, email);
    if (first !== second) expectAuthError(await confirm(email, first), 400, 'CodeMismatchException');
    expect((await confirm(email, second)).statusCode).toBe(200);
  });

  it('limits the codes sent to one identity to five an hour', async () => {
    const email = 'lia@exemplo.com.br';
    await register({ nome: 'Lia', email, password: 'Lia#20262' });
    for (let i = 0; i < 4; i++) expect((await resend(email)).statusCode).toBe(200);
    expectAuthError(await resend(email), 429, 'LimitExceededException');
  });

  it('refuses an expired confirmation code', async () => {
    const email = 'lia@exemplo.com.br';
    const code = await lastMailedCode(t, email);
    await t.database.db.execute(
      sql`update auth_codigo set created_at = created_at - interval '2 hours', expira_em = expira_em - interval '2 hours'`,
    );
    expectAuthError(await confirm(email, code), 400, 'ExpiredCodeException');
  });

  it('refuses a password reset before the e-mail is confirmed', async () => {
    expectAuthError(
      await post(t, '/v1/auth/forgot-password', { email: 'lia@exemplo.com.br' }),
      403,
      'UserNotConfirmedException',
    );
  });

  it('refuses an unknown e-mail', async () => {
    expectAuthError(await confirm('ninguem@exemplo.com.br', '123456'), 404, 'UserNotFoundException');
    expectAuthError(await resend('ninguem@exemplo.com.br'), 404, 'EmailNotFoundException');
  });
});
