import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PROFILES_MSG } from '@intranet/shared/access-profiles/access-profiles.messages';
import { perfil } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Key = Parameters<TestApp['headersFor']>[0];
const call = async (key: Key | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: key ? await t.headersFor(key) : {}, payload });
const idOf = async (nome: string) =>
  (await t.database.db.select({ id: perfil.id }).from(perfil).where(eq(perfil.nome, nome)))[0].id;

describe('access profiles', () => {
  it('lists the profiles with their roles and how many people hold them', async () => {
    const res = await call('admin', 'GET', '/v1/admin/perfis');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rh_perfil as { nome: string; roles: string[]; usuarios: number }[];
    expect(rows.find((r) => r.nome === 'Analista de Marketing')).toMatchObject({
      roles: ['marketing:solicitante', 'pagina_inicial:leitor', 'regua_comunicacao:leitor', 'vendas:leitor'],
      usuarios: 0,
    });
    expect(rows.find((r) => r.nome === 'Super Admin')).toMatchObject({ roles: ['users:superadmin'], usuarios: 1 });
  });

  it('is for the superadmin only', async () => {
    expect((await call(null, 'GET', '/v1/admin/perfis')).statusCode).toBe(401);
    expect((await call('rhGestor', 'GET', '/v1/admin/perfis')).statusCode).toBe(403);
    expect(
      (await call('marketing', 'POST', '/v1/admin/perfis', { nome: 'X', roles: ['marketing:leitor'] })).statusCode,
    ).toBe(403);
  });

  it('creates, renames and deletes a profile; a name is unique whatever its case', async () => {
    const created = await call('admin', 'POST', '/v1/admin/perfis', {
      nome: 'Leitor de Vendas',
      roles: ['vendas:leitor'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().rh_perfil;
    expect(created.json().rh_perfil).toMatchObject({ ativo: true, roles: ['vendas:leitor'], usuarios: 0 });
    const dup = await call('admin', 'POST', '/v1/admin/perfis', { nome: 'leitor de vendas', roles: ['vendas:leitor'] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ACCESS_PROFILES_MSG.nameTaken);
    const edited = await call('admin', 'PUT', `/v1/admin/perfis/${id}`, {
      nome: 'Leitor Comercial',
      ativo: false,
      roles: ['vendas:leitor', 'marketing:leitor'],
    });
    expect(edited.json().rh_perfil).toMatchObject({
      nome: 'Leitor Comercial',
      ativo: false,
      roles: ['marketing:leitor', 'vendas:leitor'],
    });
    expect((await call('admin', 'DELETE', `/v1/admin/perfis/${id}`)).json()).toEqual({ id });
    expect((await call('admin', 'GET', `/v1/admin/perfis/${id}`)).statusCode).toBe(404);
  });

  it('refuses a profile without roles, with a role not given per module, or with a short name', async () => {
    const none = await call('admin', 'POST', '/v1/admin/perfis', { nome: 'Vazio', roles: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toContainEqual({ path: 'roles', message: 'Selecione ao menos um papel.' });
    expect(
      (await call('admin', 'POST', '/v1/admin/perfis', { nome: 'Quase admin', roles: ['users:superadmin'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('admin', 'POST', '/v1/admin/perfis', { nome: 'A', roles: ['rh:leitor'] })).json().fields,
    ).toContainEqual({
      path: 'nome',
      message: 'Utilize no mínimo 2 caracteres.',
    });
  });

  it("never deletes or edits the 'Super Admin' profile, nor deletes a profile people hold", async () => {
    const superadmin = await idOf('Super Admin');
    const del = await call('admin', 'DELETE', `/v1/admin/perfis/${superadmin}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(ACCESS_PROFILES_MSG.superadminKept);
    expect(
      (await call('admin', 'PUT', `/v1/admin/perfis/${superadmin}`, { nome: 'Super Admin', roles: ['rh:leitor'] }))
        .statusCode,
    ).toBe(409);
    const held = await call('admin', 'DELETE', `/v1/admin/perfis/${await idOf('Colaborador')}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/aplicado a \d+ usuário\(s\)/);
  });

  it('refuses a staff role in the profile candidates hold: they would all get it', async () => {
    const id = await idOf('Candidato');
    const res = await call('admin', 'PUT', `/v1/admin/perfis/${id}`, {
      nome: 'Candidato',
      ativo: true,
      roles: ['vendas:leitor'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCESS_PROFILES_MSG.heldByCandidates);
    const [row] = (await call('admin', 'GET', '/v1/admin/perfis'))
      .json()
      .rh_perfil.filter((r: { nome: string }) => r.nome === 'Candidato');
    expect(row.roles).toEqual(['user']);
  });

  it('shows its edits in the history to the superadmin', async () => {
    const id = await idOf('Leitor de RH');
    await call('admin', 'PUT', `/v1/admin/perfis/${id}`, { nome: 'Leitor de RH', roles: ['rh:leitor'] });
    const res = await call('admin', 'POST', '/v1/admin/log/history', { tabelas: 'rh_perfil', id_item: id });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().rh_logs_rh;
    expect(latest).toMatchObject({ operacao: 'UPDATE', new_data: expect.objectContaining({ roles: ['rh:leitor'] }) });
  });
});
