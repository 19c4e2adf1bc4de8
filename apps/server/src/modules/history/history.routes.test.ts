import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingRoleFor, rolesCan } from '@intranet/shared/access/permissions';
import { USER_ROLE } from '@intranet/shared/auth/roles';
import { HISTORY_TABLE_ACTIONS } from '@intranet/shared/history/history.rules';
import { AUDITED_TABLES, type AuditedTable, type HistoryBody } from '@intranet/shared/history/history.schemas';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../db/seed/accounts';
import { withActor } from '../../db/client';
import { cargo, departamento, setor, usuario } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The roles a demo account's token carries. */
const rolesOf = (key: DemoAccount['key']) => [...DEMO_ACCOUNTS.find((a) => a.key === key)!.roles, USER_ROLE];
/** The x-role the history viewer sends for a table: the one its owner's read action acts with. */
const viewerRole = (key: DemoAccount['key'], table: AuditedTable) =>
  actingRoleFor(rolesOf(key), HISTORY_TABLE_ACTIONS[table]);

describe('edit history', () => {
  let t: TestApp;
  let depId: number;
  /** The call as the viewer makes it; `role` null sends no x-role. */
  const history = async (key: DemoAccount['key'], body: HistoryBody, role?: string | null) => {
    const xRole = role === undefined ? viewerRole(key, [body.tabelas].flat()[0]) : (role ?? undefined);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/log/history',
      headers: await t.headersFor(key, xRole),
      payload: body,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/company/departamento/Bitcom',
      headers: await t.headersFor('admin'),
    });
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
    expect(put.json().update_rh_departamento_by_pk).toMatchObject({
      id: depId,
      nome: 'Atendimento ao Cliente',
      ativo: false,
    });

    const res = await history('rhGestor', { tabelas: 'rh_departamento', id_item: depId });
    expect(res.statusCode).toBe(200);
    // Newest first: this edit, then whatever the demo data did to the department, then its creation.
    const entries = res.json().rh_logs_rh;
    const [latest, creation] = [entries[0], entries.at(-1)];
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
    const before = (await history('admin', { tabelas: ['rh_departamento'], id_item: String(depId) })).json().rh_logs_rh
      .length;
    await t.database.db.execute(
      sql`update rh_departamento set updated_at = now() + interval '1 minute' where id = ${depId}`,
    );
    const after = (await history('admin', { tabelas: ['rh_departamento'], id_item: String(depId) })).json().rh_logs_rh
      .length;
    expect(after).toBe(before);
  });

  it('pages with limit and offset, newest first', async () => {
    const all = (await history('admin', { tabelas: 'rh_departamento', id_item: depId })).json().rh_logs_rh;
    const page = (await history('admin', { tabelas: 'rh_departamento', id_item: depId, limit: 1, offset: 1 })).json()
      .rh_logs_rh;
    expect(page).toEqual([all[1]]);
  });

  it('refuses a table without history', async () => {
    const res = await history('admin', { tabelas: ['auth_identidade' as AuditedTable], id_item: '1' }, null);
    expect(res.statusCode).toBe(400);
  });

  it("shows a table's history exactly to who may read that table's area, with the viewer's x-role or none", async () => {
    const failures: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      for (const table of AUDITED_TABLES) {
        const expected = rolesCan(rolesOf(account.key), HISTORY_TABLE_ACTIONS[table]) ? 200 : 403;
        for (const role of [viewerRole(account.key, table) ?? null, null]) {
          const res = await history(account.key, { tabelas: table, id_item: 1 }, role);
          if (res.statusCode !== expected)
            failures.push(`${account.key} ${table} x-role ${role ?? '-'} → ${res.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps HR records from marketing and campaigns from HR requesters', async () => {
    expect((await history('marketing', { tabelas: 'rh_usuario', id_item: 1 })).statusCode).toBe(403);
    expect((await history('marketing', { tabelas: 'rh_departamento', id_item: depId })).statusCode).toBe(403);
    expect((await history('rhSolicitante', { tabelas: 'vendas_campanha', id_item: 1 })).statusCode).toBe(403);
    expect((await history('marketing', { tabelas: 'vendas_campanha', id_item: 1 })).statusCode).toBe(200);
  });

  it('refuses a call of several tables when one of them is not readable', async () => {
    const res = await history('rhGestor', { tabelas: ['rh_departamento', 'vendas_campanha'], id_item: depId });
    expect(res.statusCode).toBe(403);
  });

  it('answers the names of the lookup ids an edit holds, so the viewer shows names', async () => {
    const db = t.database.db;
    const id = t.accounts.colaborador.usuarioId;
    const [before] = await db
      .select({ id_cargo: usuario.id_cargo, id_departamento: usuario.id_departamento })
      .from(usuario)
      .where(eq(usuario.id, id));
    const [other] = await db
      .select({ id: cargo.id, nome: cargo.nome, id_departamento: setor.id_departamento })
      .from(cargo)
      .innerJoin(setor, eq(setor.id, cargo.id_setor))
      .where(and(ne(cargo.id, before.id_cargo!), ne(setor.id_departamento, before.id_departamento!)))
      .limit(1);
    await withActor(db, t.accounts.rhGestor.usuarioId, (tx) =>
      tx.update(usuario).set({ id_cargo: other.id, id_departamento: other.id_departamento }).where(eq(usuario.id, id)),
    );
    const nameOf = async (table: typeof cargo | typeof departamento, key: number) =>
      (await db.select({ nome: table.nome }).from(table).where(eq(table.id, key)))[0].nome;

    const res = await history('rhGestor', { tabelas: 'rh_usuario', id_item: id });
    expect(res.statusCode).toBe(200);
    const { nomes, rh_logs_rh } = res.json();
    expect(rh_logs_rh[0]).toMatchObject({ old_data: { id_cargo: before.id_cargo }, new_data: { id_cargo: other.id } });
    expect(nomes.id_cargo).toEqual({
      [before.id_cargo!]: await nameOf(cargo, before.id_cargo!),
      [other.id]: other.nome,
    });
    expect(nomes.id_departamento).toEqual({
      [before.id_departamento!]: await nameOf(departamento, before.id_departamento!),
      [other.id_departamento]: await nameOf(departamento, other.id_departamento),
    });
    expect(nomes.id_empresa).toEqual({ [rh_logs_rh[0].new_data.id_empresa]: 'Bitcom' });
  });

  it('lets only HR managers edit a department', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/rh/departamento/${depId}`,
      headers: await t.headersFor('rhSolicitante'),
      payload: { ativo: true },
    });
    expect(res.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/v1/rh/departamento/999999',
      headers: await t.headersFor('rhGestor'),
      payload: { ativo: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
