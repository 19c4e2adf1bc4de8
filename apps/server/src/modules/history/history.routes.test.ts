import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('edit history', () => {
  let t: TestApp;
  let depId: number;
  const history = async (key: Parameters<TestApp['headersFor']>[0], body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/log/history', headers: await t.headersFor(key), payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/v1/company/departamento/Bitcom', headers: await t.headersFor('admin') });
    depId = res.json().rh_departamento[0].id;
  });
  afterAll(async () => t?.close());

  it('records an audited edit with old and new values and the acting user', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/rh/departamento/${depId}`,
      headers: await t.headersFor('rhGestor'),
      payload: { nome: 'Atendimento ao Cliente', ativo: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().update_rh_departamento_by_pk).toMatchObject({ id: depId, nome: 'Atendimento ao Cliente', ativo: false });

    const res = await history('rhGestor', { tabelas: 'rh_departamento', id_item: depId });
    expect(res.statusCode).toBe(200);
    const [latest, creation] = res.json().rh_logs_rh;
    expect(latest).toMatchObject({
      operacao: 'UPDATE',
      tabela: 'rh_departamento',
      id_usuario: t.accounts.rhGestor.usuarioId,
      usuario: { nome: 'Renata' },
      old_data: { nome: 'Atendimento', ativo: true },
      new_data: { nome: 'Atendimento ao Cliente', ativo: false },
    });
    expect(new Date(latest.data).getTime()).not.toBeNaN();
    expect(creation).toMatchObject({ operacao: 'INSERT', old_data: null, new_data: { nome: 'Atendimento' } });
  });

  it('writes no entry for an update that only touches timestamps', async () => {
    const before = (await history('admin', { tabelas: ['rh_departamento'], id_item: String(depId) })).json().rh_logs_rh.length;
    await t.database.db.execute(sql`update rh_departamento set updated_at = now() + interval '1 minute' where id = ${depId}`);
    const after = (await history('admin', { tabelas: ['rh_departamento'], id_item: String(depId) })).json().rh_logs_rh.length;
    expect(after).toBe(before);
  });

  it('pages with limit and offset, newest first', async () => {
    const all = (await history('admin', { tabelas: 'rh_departamento', id_item: depId })).json().rh_logs_rh;
    const page = (await history('admin', { tabelas: 'rh_departamento', id_item: depId, limit: 1, offset: 1 })).json().rh_logs_rh;
    expect(page).toEqual([all[1]]);
  });

  it('refuses a table without history', async () => {
    const res = await history('admin', { tabelas: ['auth_identidade'], id_item: '1' });
    expect(res.statusCode).toBe(400);
  });

  it('lets readers of the marketing modules read it and refuses users without those roles', async () => {
    expect((await history('marketing', { tabelas: 'rh_departamento', id_item: depId })).statusCode).toBe(200);
    expect((await history('colaborador', { tabelas: 'rh_departamento', id_item: depId })).statusCode).toBe(403);
    expect((await history('candidato', { tabelas: 'rh_departamento', id_item: depId })).statusCode).toBe(403);
  });

  it('lets only HR managers edit a department', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/rh/departamento/${depId}`,
      headers: await t.headersFor('rhSolicitante'),
      payload: { ativo: true },
    });
    expect(res.statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'PUT', url: '/v1/rh/departamento/999999', headers: await t.headersFor('rhGestor'), payload: { ativo: true } });
    expect(missing.statusCode).toBe(404);
  });
});
