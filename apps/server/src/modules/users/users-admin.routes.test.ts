import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PASSWORD_REQUIRED } from '@intranet/shared/auth/auth.schemas';
import { USERS_MSG } from '@intranet/shared/users/users.messages';
import { cargo, departamento, logsRh, outbox, perfil, setor, usuario } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let placement: { id_empresa: number; id_departamento: number; id_setor: number; id_cargo: number };

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({
      id_empresa: departamento.id_empresa,
      id_departamento: departamento.id,
      id_setor: setor.id,
      id_cargo: cargo.id,
    })
    .from(cargo)
    .innerJoin(setor, eq(setor.id, cargo.id_setor))
    .innerJoin(departamento, eq(departamento.id, setor.id_departamento))
    .where(eq(departamento.nome, 'Marketing'))
    .limit(1);
  placement = row;
});
afterAll(async () => t?.close());

type Key = Parameters<TestApp['headersFor']>[0];
const inject = async (key: Key | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: key ? await t.headersFor(key) : {}, payload });

let calls = 0;
/** A fresh client address per call, so that the per-address sign-in limits stay out of the way. */
const post = (_t: TestApp, url: string, payload: object) => {
  calls += 1;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.99.${calls >> 8}.${calls & 255}` });
};
const login = (_t: TestApp, email: string, password: string) => post(t, '/v1/auth/login', { email, password });

const invite = (key: Key | null, body: object) => inject(key, 'POST', '/v1/admin/usuarios', body);

/** The temporary password of the latest invitation mailed to this address. */
async function mailedPassword(email: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destinatario, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const password = row?.corpo.match(/Senha temporária: (\S+)/)?.[1];
  if (!password) throw new Error(`no invitation mailed to ${email}`);
  return password;
}

/** Invites, signs in with the mailed password and answers the new-password challenge. */
async function inviteAndActivate(email: string, nome = 'Paula') {
  const res = await invite('admin', { nome, sobrenome: 'Pereira', email, ...placement, data_admissao: '2026-11-02' });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().rh_usuario.id as number;
  const first = await login(t, email, await mailedPassword(email));
  expect(first.json().challenge).toBe(NEW_PASSWORD_REQUIRED);
  const done = await post(t, '/v1/auth/new-password', { email, session: first.json().session, password: 'Nova#2026x' });
  expect(done.statusCode, done.body).toBe(200);
  return { id, tokens: done.json() as { idToken: string; refreshToken: string } };
}

const me = (idToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${idToken}` } });

describe('inviting an employee', () => {
  it('creates the person and an identity whose temporary password is mailed, then the first-access flow asks for a new one', async () => {
    const email = 'paula.pereira@demo.intranet';
    const { id, tokens } = await inviteAndActivate(email);
    const [person] = await t.database.db.select().from(usuario).where(eq(usuario.id, id));
    expect(person).toMatchObject({
      nome: 'Paula',
      sobrenome: 'Pereira',
      funcionario: true,
      data_admissao: '2026-11-02',
      ...placement,
      perfis: ['Colaborador'],
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.destinatario, email));
    expect(mail).toMatchObject({ canal: 'email', assunto: USERS_MSG.inviteSubject });
    // Where to sign in, from the configured public URL.
    expect(mail.corpo).toContain('Endereço: http://intranet.test/intranet');
    expect((await me(tokens.idToken)).json()).toMatchObject({
      usuarioId: id,
      roles: ['pagina_inicial:leitor', 'user'],
      employee: true,
    });
    const list = await inject('admin', 'GET', '/v1/admin/usuarios?busca=paula.pereira');
    expect(list.json().rh_usuario).toEqual([
      expect.objectContaining({ id, habilitado: true, status: 'CONFIRMED', perfis: ['Colaborador'] }),
    ]);
  });

  it('lets any module manager invite, and refuses people without a manager role', async () => {
    const res = await invite('marketing', { nome: 'Mário', email: 'mario@demo.intranet', ...placement });
    expect(res.statusCode, res.body).toBe(200);
    expect((await invite('colaborador', { nome: 'X', email: 'x@demo.intranet', ...placement })).statusCode).toBe(403);
    expect((await invite('rhSolicitante', { nome: 'X', email: 'x@demo.intranet', ...placement })).statusCode).toBe(403);
    expect((await invite(null, { nome: 'X', email: 'x@demo.intranet', ...placement })).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/v1/admin/usuarios')).statusCode).toBe(401);
    expect((await inject('colaborador', 'GET', '/v1/admin/usuarios')).statusCode).toBe(403);
  });

  it('refuses a bad e-mail, a missing position, a placement of another provider and an e-mail in use', async () => {
    const bad = await invite('admin', { nome: 'Xavier', email: 'não-é-email', ...placement });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ path: 'email', message: 'E-mail inválido' });
    const { id_cargo: _, ...noPosition } = placement;
    const missing = await invite('admin', { nome: 'Xavier', email: 'xavier@demo.intranet', ...noPosition });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toContainEqual({ path: 'id_cargo', message: 'Campo obrigatório' });
    const [other] = await t.database.db
      .select({ id: departamento.id_empresa })
      .from(departamento)
      .where(eq(departamento.nome, 'Marketing'));
    const elsewhere = await invite('admin', {
      nome: 'Xavier',
      email: 'xavier@demo.intranet',
      ...placement,
      id_empresa: other.id + 1,
    });
    expect(elsewhere.statusCode).toBe(400);
    const taken = await invite('admin', { nome: 'Outra', email: 'Colaborador@demo.intranet', ...placement });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USERS_MSG.emailTaken);
  });
});

describe('roles per module (/settings/permission/edit/:id)', () => {
  const setRoles = (key: Key, id: number, roles: string[]) =>
    inject(key, 'PUT', `/v1/admin/usuarios/${id}/permissoes`, { roles });

  it('lets a module manager give the roles of the modules they manage only, never configuracao', async () => {
    const id = t.accounts.colaborador.usuarioId;
    const ok = await setRoles('marketing', id, ['marketing:leitor']);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().roles).toEqual(['marketing:leitor']);
    expect((await setRoles('marketing', id, ['rh:gestor'])).statusCode).toBe(403);
    expect((await setRoles('marketing', id, ['configuracao:leitor'])).statusCode).toBe(403);
    expect((await setRoles('rhGestor', id, ['rh:leitor'])).json().roles).toEqual(['marketing:leitor', 'rh:leitor']);
    expect(
      (await setRoles('admin', id, ['configuracao:leitor', 'marketing:leitor', 'rh:leitor'])).json().roles,
    ).toEqual(['configuracao:leitor', 'marketing:leitor', 'rh:leitor']);
    const roles = await inject('admin', 'GET', `/v1/users/role/${id}`);
    expect(roles.json().rh_usuario[0].roles).toEqual([
      'configuracao:leitor',
      'marketing:leitor',
      'pagina_inicial:leitor',
      'rh:leitor',
      'user',
    ]);
    expect((await setRoles('admin', id, [])).json().roles).toEqual([]);
  });

  it('refuses unknown roles, the superadmin role, two levels of a module and non-managers', async () => {
    const id = t.accounts.colaborador.usuarioId;
    expect((await setRoles('admin', id, ['users:superadmin'])).statusCode).toBe(400);
    expect((await setRoles('admin', id, ['rh:chefe'])).statusCode).toBe(400);
    expect((await setRoles('admin', id, ['rh:gestor', 'rh:leitor'])).statusCode).toBe(400);
    expect((await setRoles('colaborador', id, ['rh:leitor'])).statusCode).toBe(403);
    expect((await inject(null, 'PUT', `/v1/admin/usuarios/${id}/permissoes`, { roles: [] })).statusCode).toBe(401);
    expect((await setRoles('admin', 999999, [])).statusCode).toBe(404);
  });

  it("keeps a superadmin's record out of a module manager's reach", async () => {
    expect((await setRoles('marketing', t.accounts.admin.usuarioId, ['marketing:leitor'])).statusCode).toBe(403);
  });

  it("records each change of roles in the person's edit history, with who made it", async () => {
    const id = t.accounts.rhSolicitante.usuarioId;
    await setRoles('admin', id, ['vendas:leitor']);
    const [log] = await t.database.db
      .select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, 'rh_usuario'), eq(logsRh.id_item, String(id))))
      .orderBy(desc(logsRh.id))
      .limit(1);
    expect(log).toMatchObject({ operacao: 'UPDATE', id_usuario: t.accounts.admin.usuarioId });
    expect((log.old_data as { roles: string[] }).roles).toEqual([]);
    expect((log.new_data as { roles: string[] }).roles).toEqual(['vendas:leitor']);
  });
});

describe('access profiles applied to people', () => {
  const setProfiles = (key: Key, id: number, perfis: number[]) =>
    inject(key, 'PUT', `/v1/admin/usuarios/${id}/perfis`, { perfis });
  const profileId = async (nome: string) =>
    (await t.database.db.select({ id: perfil.id }).from(perfil).where(eq(perfil.nome, nome)))[0].id;

  it("gives the profile's roles at the next sign-in, and a later change of the profile at the one after", async () => {
    const email = 'ana.analista@demo.intranet';
    const { id, tokens } = await inviteAndActivate(email, 'Ana');
    const analyst = await profileId('Analista de Marketing');
    const colaborador = await profileId('Colaborador');
    const applied = await setProfiles('admin', id, [colaborador, analyst]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().perfis.map((p: { nome: string }) => p.nome)).toEqual([
      'Analista de Marketing',
      'Colaborador',
    ]);

    // The open session keeps the roles of its token; the server's view already differs (the web signs it out).
    expect((await me(tokens.idToken)).json().roles).toContain('marketing:solicitante');
    const signedIn = await login(t, email, 'Nova#2026x');
    const claims = JSON.parse(Buffer.from(signedIn.json().idToken.split('.')[1], 'base64url').toString());
    expect(claims.allowed_roles).toEqual([
      'marketing:solicitante',
      'pagina_inicial:leitor',
      'regua_comunicacao:leitor',
      'user',
      'vendas:leitor',
    ]);

    const edited = await inject('admin', 'PUT', `/v1/admin/perfis/${analyst}`, {
      nome: 'Analista de Marketing',
      ativo: true,
      roles: ['marketing:gestor', 'pagina_inicial:leitor'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await login(t, email, 'Nova#2026x');
    const next = JSON.parse(Buffer.from(again.json().idToken.split('.')[1], 'base64url').toString());
    expect(next.allowed_roles).toEqual(['marketing:gestor', 'pagina_inicial:leitor', 'user']);

    const [log] = await t.database.db
      .select()
      .from(logsRh)
      .where(and(eq(logsRh.tabela, 'rh_perfil'), eq(logsRh.id_item, String(analyst))))
      .orderBy(desc(logsRh.id))
      .limit(1);
    expect((log.new_data as { roles: string[] }).roles).toEqual(['marketing:gestor', 'pagina_inicial:leitor']);
    expect(log.id_usuario).toBe(t.accounts.admin.usuarioId);
  });

  it("never takes a 'Super Admin' row away, and is for the superadmin only", async () => {
    const res = await setProfiles('admin', t.accounts.admin.usuarioId, []);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USERS_MSG.superadminProfileKept);
    expect((await setProfiles('rhGestor', t.accounts.colaborador.usuarioId, [])).statusCode).toBe(403);
    expect((await setProfiles('admin', t.accounts.colaborador.usuarioId, [999999])).statusCode).toBe(400);
  });
});

describe("a candidate's account (made on the careers site)", () => {
  const setRoles = (key: Key, id: number, roles: string[]) =>
    inject(key, 'PUT', `/v1/admin/usuarios/${id}/permissoes`, { roles });
  const setProfiles = (key: Key, id: number, perfis: number[]) =>
    inject(key, 'PUT', `/v1/admin/usuarios/${id}/perfis`, { perfis });
  const profileId = async (nome: string) =>
    (await t.database.db.select({ id: perfil.id }).from(perfil).where(eq(perfil.nome, nome)))[0].id;
  const rolesOf = async (id: number) =>
    (await inject('admin', 'GET', `/v1/users/role/${id}`)).json().rh_usuario[0].roles as string[];

  it('never gets a staff role, from a module manager or the superadmin: 409, and the candidate still reads no lead', async () => {
    const id = t.accounts.candidato.usuarioId;
    for (const [key, roles] of [
      ['marketing', ['marketing:gestor', 'vendas:gestor']],
      ['admin', ['vendas:leitor']],
      ['admin', ['pagina_inicial:leitor']],
    ] as const) {
      const res = await setRoles(key, id, [...roles]);
      expect(res.statusCode, `${key} ${roles.join()}`).toBe(409);
      expect(res.json().message).toBe(USERS_MSG.candidateBaseRoleOnly);
    }
    expect(await rolesOf(id)).toEqual(['user']);
    const leads = await t.app.inject({
      method: 'POST',
      url: '/v1/vendas/lead/filtro',
      headers: await t.headersFor('candidato', 'marketing:gestor'),
      payload: { filtro: {} },
    });
    expect(leads.statusCode).toBe(403);
    // Taking roles away is always allowed.
    expect((await setRoles('admin', id, [])).statusCode).toBe(200);
  });

  it('never gets an access profile with a staff role, and keeps its own', async () => {
    const id = t.accounts.candidato.usuarioId;
    for (const nome of ['Colaborador', 'Analista de Marketing', 'Super Admin']) {
      const res = await setProfiles('admin', id, [await profileId('Candidato'), await profileId(nome)]);
      expect(res.statusCode, nome).toBe(409);
      expect(res.json().message).toBe(USERS_MSG.candidateBaseRoleOnly);
    }
    const own = await setProfiles('admin', id, [await profileId('Candidato')]);
    expect(own.statusCode, own.body).toBe(200);
    expect(await rolesOf(id)).toEqual(['user']);
  });

  it('leaves employees as they were: a manager still gives them the roles of the modules they manage', async () => {
    const id = t.accounts.colaborador.usuarioId;
    const res = await setRoles('marketing', id, ['vendas:leitor']);
    expect(res.statusCode, res.body).toBe(200);
    expect((await setRoles('marketing', id, [])).statusCode).toBe(200);
  });
});

describe('disabling an invited employee', () => {
  it('ends their sessions at once and enabling lets them sign in again', async () => {
    const email = 'dora.desligada@demo.intranet';
    const { id, tokens } = await inviteAndActivate(email, 'Dora');
    expect((await me(tokens.idToken)).statusCode).toBe(200);
    const off = await inject('admin', 'PUT', `/v1/admin/usuarios/${id}/acesso`, { habilitado: false });
    expect(off.statusCode).toBe(200);
    expect((await me(tokens.idToken)).statusCode).toBe(401);
    expect((await post(t, '/v1/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    const row = (await inject('admin', 'GET', `/v1/admin/usuarios/${id}`)).json().rh_usuario;
    expect(row.habilitado).toBe(false);
    await inject('admin', 'PUT', `/v1/admin/usuarios/${id}/acesso`, { habilitado: true });
    expect((await login(t, email, 'Nova#2026x')).statusCode).toBe(200);
  });

  it('demanding a password reset ends the sessions too', async () => {
    const email = 'rui.reset@demo.intranet';
    const { id, tokens } = await inviteAndActivate(email, 'Rui');
    expect((await inject('admin', 'PUT', `/v1/admin/usuarios/${id}/redefinir-senha`)).statusCode).toBe(200);
    expect((await me(tokens.idToken)).statusCode).toBe(401);
    expect((await inject('admin', 'GET', `/v1/admin/usuarios/${id}`)).json().rh_usuario.status).toBe('RESET_REQUIRED');
  });
});

describe('editing a person', () => {
  it('changes name and placement, and refuses a non-manager', async () => {
    const id = t.accounts.novo.usuarioId;
    const res = await inject('rhGestor', 'PUT', `/v1/admin/usuarios/${id}`, {
      nome: 'Nicolau',
      sobrenome: 'Novo',
      ...placement,
      data_admissao: '2026-01-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rh_usuario).toMatchObject({
      nome: 'Nicolau',
      data_admissao: '2026-01-05',
      departamento: { nome: 'Marketing' },
    });
    expect(
      (await inject('colaborador', 'PUT', `/v1/admin/usuarios/${id}`, { nome: 'X', ...placement })).statusCode,
    ).toBe(403);
    expect((await inject('rhGestor', 'PUT', `/v1/admin/usuarios/${id}`, { nome: 'N' })).statusCode).toBe(400);
  });
});
