import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshToken as refreshTable } from '../../db/schema';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, createTokenSigner, hashOpaque } from '../../platform/auth/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectAuthError, post, signIn } from './auth.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MARKETING = 'marketing@demo.intranet';
const refresh = (refreshToken: string) => post(t, '/v1/auth/refresh', { refreshToken });
const me = (idToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${idToken}` } });
const familyOf = async (token: { refreshToken: string }) => {
  const rows = await t.database.db.select().from(refreshTable);
  const mine = rows.find((r) => r.token_hash === hashOpaque(token.refreshToken))!;
  return rows.filter((r) => r.familia === mine.familia);
};

describe('POST /v1/auth/refresh', () => {
  it('rotates: answers new tokens and marks the presented one used', async () => {
    const first = await signIn(t, MARKETING);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.idToken)).statusCode).toBe(200);
    const family = await familyOf(first);
    expect(family).toHaveLength(2);
    expect(family.filter((r) => r.usado_em)).toHaveLength(1);
    expect(family.every((r) => !r.revogado_em)).toBe(true);
  });

  it('treats a used token presented again as theft and revokes the whole family', async () => {
    const first = await signIn(t, MARKETING);
    const second = (await refresh(first.refreshToken)).json();
    expectAuthError(await refresh(first.refreshToken), 401, 'InvalidRefreshTokenException');
    const family = await familyOf(first);
    expect(family.every((r) => r.revogado_em)).toBe(true);
    expectAuthError(await refresh(second.refreshToken), 401, 'InvalidRefreshTokenException');
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const a = await signIn(t, MARKETING);
    const b = await signIn(t, MARKETING);
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expectAuthError(await refresh('nao-existe'), 401, 'InvalidRefreshTokenException');
    const tokens = await signIn(t, MARKETING);
    await t.database.db
      .update(refreshTable)
      .set({ expira_em: new Date(Date.now() - 1000) })
      .where(eq(refreshTable.token_hash, hashOpaque(tokens.refreshToken)));
    expectAuthError(await refresh(tokens.refreshToken), 401, 'InvalidRefreshTokenException');
  });

  it('puts fresh roles from the database in the renewed token', async () => {
    const tokens = await signIn(t, 'colaborador@demo.intranet');
    await t.database.db.execute(sql`insert into rh_perfil_role (id_perfil, role)
      select id_perfil, 'novidades:leitor' from rh_usuario_perfil where id_usuario = ${t.accounts.colaborador.usuarioId}`);
    const body = (await me(tokens.idToken)).json();
    expect(body.roles).toContain('novidades:leitor');
    const claims = await t.app.tokens.verify(tokens.idToken);
    expect(claims!.allowed_roles).not.toContain('novidades:leitor');
    const renewed = (await refresh(tokens.refreshToken)).json();
    expect((await t.app.tokens.verify(renewed.idToken))!.allowed_roles).toContain('novidades:leitor');
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the refresh token and its family', async () => {
    const tokens = await signIn(t, MARKETING);
    const renewed = (await refresh(tokens.refreshToken)).json();
    const res = await post(t, '/v1/auth/logout', { refreshToken: renewed.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectAuthError(await refresh(renewed.refreshToken), 401, 'InvalidRefreshTokenException');
    expect((await familyOf(tokens)).every((r) => r.revogado_em)).toBe(true);
  });

  it('answers 200 for an unknown token', async () => {
    expect((await post(t, '/v1/auth/logout', { refreshToken: 'desconhecido' })).statusCode).toBe(200);
  });
});

describe('GET /v1/auth/me', () => {
  it('answers the session user of the spec for a candidate', async () => {
    const tokens = await signIn(t, 'candidato@demo.intranet');
    expect((await me(tokens.idToken)).json()).toEqual({
      userId: t.accounts.candidato.identityId,
      usuarioId: t.accounts.candidato.usuarioId,
      email: 'candidato@demo.intranet',
      roles: ['user'],
      modules: [],
      employee: false,
      nome: 'Cândida',
    });
  });

  it('lists the modules of the roles', async () => {
    const body = (await me(await t.tokenFor('rhGestor'))).json();
    expect(body.modules).toEqual(['onboarding', 'pagina_inicial', 'rh']);
    expect(body.employee).toBe(true);
  });
});

describe('identity token checks', () => {
  const claims = () => ({
    email: 'admin@demo.intranet',
    usuario_id: t.accounts.admin.usuarioId,
    funcionario: true,
    allowed_roles: ['users:superadmin'],
    modules: '{}',
  });
  const key = () => new TextEncoder().encode(t.app.config.jwtSecret);
  const base = () =>
    new SignJWT(claims()).setSubject(t.accounts.admin.identityId).setIssuer(TOKEN_ISSUER).setIssuedAt();
  const expect401 = async (token: string) => expect((await me(token)).statusCode).toBe(401);

  it('accepts a well-formed token (control)', async () => {
    const token = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(key());
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenSigner('outro-segredo-qualquer-com-tamanho-suficiente');
    await expect401(
      await other.sign({
        identityId: t.accounts.admin.identityId,
        email: 'admin@demo.intranet',
        usuarioId: t.accounts.admin.usuarioId,
        roles: ['users:superadmin'],
      }),
    );
  });

  it('refuses an unsigned token (alg none)', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      ...claims(),
      sub: t.accounts.admin.identityId,
      aud: TOKEN_AUDIENCE,
      iss: TOKEN_ISSUER,
      iat: now,
      exp: now + 300,
    };
    await expect401(`${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`);
  });

  it('refuses a token signed with an algorithm outside the allow-list', async () => {
    await expect401(
      await base().setProtectedHeader({ alg: 'HS512' }).setAudience(TOKEN_AUDIENCE).setExpirationTime('5m').sign(key()),
    );
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    await expect401(
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(past - 900)
        .setExpirationTime(past)
        .sign(key()),
    );
  });

  it('refuses a token for another audience', async () => {
    await expect401(
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('outra-aplicacao')
        .setExpirationTime('5m')
        .sign(key()),
    );
  });

  it('refuses the new-password session as an identity token', async () => {
    const res = await post(t, '/v1/auth/login', { email: 'novo@demo.intranet', password: 'Temp#2026' });
    await expect401(res.json().session);
  });
});
