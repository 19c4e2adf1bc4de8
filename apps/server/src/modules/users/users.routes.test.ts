import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_API } from '@intranet/shared/users/users.contract';
import { usuario } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('shows an HR user with companies, position, sector and department', async () => {
    const id = t.accounts.colaborador.usuarioId;
    const res = await t.app.inject({ method: 'GET', url: `/v1/user/${id}`, headers: await t.headersFor('rhGestor') });
    expect(res.statusCode).toBe(200);
    const { rh_usuario } = res.json();
    expect(rh_usuario).toMatchObject({ id, nome: 'Carlos', sobrenome: 'Colaborador', funcionario: true });
    expect(rh_usuario.empresas).toEqual([{ id: rh_usuario.empresa.id, nome: 'Bitcom' }]);
    expect(rh_usuario.departamento.nome).toBe('Recursos Humanos');
    expect(rh_usuario.setor.nome).toBeTruthy();
    expect(rh_usuario.cargo.nome).toBeTruthy();
  });

  it('lets anyone read their own record', async () => {
    const id = t.accounts.candidato.usuarioId;
    const res = await t.app.inject({ method: 'GET', url: `/v1/user/${id}`, headers: await t.headersFor('candidato') });
    expect(res.statusCode).toBe(200);
    expect(res.json().rh_usuario).toMatchObject({ id, funcionario: false, empresa: null, cargo: null, empresas: [] });
  });

  describeOwnedRecords(() => t, {
    name: 'user record',
    owner: { account: 'candidato' },
    other: { account: 'marketing' },
    notFound: 'Dados não encontrados.',
    create: async (app) => app.accounts.candidato.usuarioId,
    reads: (id) => [
      { endpoint: USERS_API.get, params: { id } },
      { endpoint: USERS_API.roles, params: { id } },
    ],
    writes: (id) => [{ endpoint: USERS_API.updateName, params: { id }, body: { nome: 'Outro', sobrenome: 'Nome' } }],
    stored: async (app, id) => app.database.db.select().from(usuario).where(eq(usuario.id, id)),
  });

  it("lets HR readers read someone else's record but not rename it (403: they know it exists)", async () => {
    const id = t.accounts.candidato.usuarioId;
    const headers = await t.headersFor('rhSolicitante');
    expect((await t.app.inject({ method: 'GET', url: `/v1/user/${id}`, headers })).statusCode).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: `/v1/user/${id}`, headers, payload: { nome: 'Outra' } });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Este usuário não tem autorização para realizar esta operação.');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const headers = await t.headersFor('admin');
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/abc', headers })).statusCode).toBe(400);
  });

  it('lists active users with id, nome and sobrenome only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/user', headers: await t.headersFor('colaborador') });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rh_usuario as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(30);
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'nome', 'sobrenome']);
  });

  it('keeps the list of people to staff: a candidate is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/user', headers: await t.headersFor('candidato') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Este usuário não tem autorização para realizar esta operação.');
  });

  it('lists the profiles and role names of a user', async () => {
    const id = t.accounts.rhGestor.usuarioId;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/role/${id}`,
      headers: await t.headersFor('rhGestor'),
    });
    expect(res.statusCode).toBe(200);
    const [user] = res.json().rh_usuario;
    expect(user.perfis).toEqual([
      {
        id: expect.any(Number),
        nome: 'RH Gestor',
        ativo: true,
        roles: ['onboarding:gestor', 'pagina_inicial:leitor', 'rh:gestor'],
      },
    ]);
    expect(user.roles).toEqual(['onboarding:gestor', 'pagina_inicial:leitor', 'rh:gestor', 'user']);
  });

  it('refuses every user call without a token', async () => {
    for (const url of ['/v1/user', '/v1/user/1', '/v1/users/role/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
