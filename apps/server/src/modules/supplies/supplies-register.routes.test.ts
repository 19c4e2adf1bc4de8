import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { sqlRows } from '../../db/sql';
import { call } from '../../test/hr-fixtures';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('supplies: the products register', () => {
  it('registers, lists and edits a product; the cost is kept in cents; a bad one is refused under its field', async () => {
    const created = await call(t, 'POST', '/v1/suprimentos/criar/produto', 'suprimentos', {
      object: { nome: 'ONT ZTE F670L', tipo: 'ont', modelo: 'F670L', custo: '199,9', serializado: true, ativo: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.insert_suprimentos_produto_one.id;
    const listed = await call(t, 'POST', '/v1/suprimentos/produtos', 'suprimentos', { filtro: { id } });
    expect(listed.body.suprimentos_produto).toMatchObject([{ id, custo: '199.90', tipo: 'ont', serializado: true }]);

    const edited = await call(t, 'PUT', `/v1/suprimentos/produtos/${id}`, 'suprimentos', {
      object: { custo: 205.5, serializado: false },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.update_suprimentos_produto_by_pk).toMatchObject({ custo: '205.50', serializado: false });

    const negative = await call(t, 'POST', '/v1/suprimentos/criar/produto', 'suprimentos', {
      object: { nome: 'Cabo X', tipo: 'cabo', modelo: 'X', custo: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toContainEqual({ path: 'object.custo', message: SUPPLIES_MSG.cost });
    const taken = await call(t, 'POST', '/v1/suprimentos/criar/produto', 'suprimentos', {
      object: { nome: 'ont zte f670l', tipo: 'ont', modelo: 'F670L', custo: 1 },
    });
    expect(taken.status).toBe(409);
  });

  it('refuses to delete a product that has units, and lets a reader list but not write', async () => {
    const [{ id }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id_produto as id from suprimentos_unidade order by id limit 1`,
    );
    expect((await call(t, 'DELETE', `/v1/suprimentos/produtos/${id}`, 'suprimentos')).status).toBe(409);
    expect((await call(t, 'POST', '/v1/suprimentos/produtos', 'colaborador', {})).status).toBe(403);
    const write = await call(t, 'PUT', `/v1/suprimentos/produtos/${id}`, 'suprimentos', {}, 'suprimentos:leitor');
    expect(write.status).toBe(403);
  });
});

describe('supplies: a squad’s edit', () => {
  type Row = { id: number; id_empresa: number; id_cidade: number | null; nome: string; unidades: number };
  const squads = async () => (await call(t, 'GET', '/v1/suprimentos/equipes', 'suprimentos')).body.equipes as Row[];

  it('changes the members to the employees chosen, and the city among the provider’s', async () => {
    const [squad] = await squads();
    const employees = (await call(t, 'GET', '/v1/suprimentos/funcionarios?busca=', 'suprimentos')).body
      .funcionarios as {
      id: number;
    }[];
    expect(employees.length).toBeGreaterThan(2);
    const [city] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from rh_cidade_provedor where id_empresa = ${squad.id_empresa} order by id desc limit 1`,
    );
    const members = [employees[0].id, employees[2].id];
    const res = await call(t, 'PUT', `/v1/suprimentos/equipes/${squad.id}`, 'suprimentos', {
      nome: squad.nome,
      id_empresa: squad.id_empresa,
      id_cidade: city.id,
      ativo: true,
      membros: members,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.equipe.id_cidade).toBe(city.id);
    expect(res.body.equipe.membros.map((m: { id: number }) => m.id).sort()).toEqual([...members].sort());

    const [other] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from rh_cidade_provedor where id_empresa <> ${squad.id_empresa} order by id limit 1`,
    );
    const wrongCity = await call(t, 'PUT', `/v1/suprimentos/equipes/${squad.id}`, 'suprimentos', {
      nome: squad.nome,
      id_empresa: squad.id_empresa,
      id_cidade: other.id,
      ativo: true,
      membros: members,
    });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.fields).toContainEqual({ path: 'id_cidade', message: SUPPLIES_MSG.cityOfOtherProvider });
    const notEmployee = await call(t, 'PUT', `/v1/suprimentos/equipes/${squad.id}`, 'suprimentos', {
      nome: squad.nome,
      id_empresa: squad.id_empresa,
      id_cidade: null,
      ativo: true,
      membros: [999999],
    });
    expect(notEmployee.status).toBe(400);
    const after = (await squads()).find((s) => s.id === squad.id)!;
    expect(after.id_cidade).toBe(city.id);
  });

  it('moves a squad to another provider only when it holds no unit', async () => {
    const all = await squads();
    const holding = all.find((s) => s.unidades > 0)!;
    const otherProvider = all.find((s) => s.id_empresa !== holding.id_empresa)!.id_empresa;
    const refused = await call(t, 'PUT', `/v1/suprimentos/equipes/${holding.id}`, 'suprimentos', {
      nome: holding.nome,
      id_empresa: otherProvider,
      id_cidade: null,
      ativo: true,
      membros: [],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SUPPLIES_MSG.squadHoldsUnits(holding.unidades));

    const [{ id: empty }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`insert into suprimentos_equipe (nome, id_empresa) values ('Equipe Teste', ${holding.id_empresa}) returning id`,
    );
    await t.database.db.execute(sql`insert into suprimentos_local (tipo, nome, id_empresa, id_equipe)
      values ('equipe', 'Equipe Teste', ${holding.id_empresa}, ${empty})`);
    const moved = await call(t, 'PUT', `/v1/suprimentos/equipes/${empty}`, 'suprimentos', {
      nome: 'Equipe Teste Renomeada',
      id_empresa: otherProvider,
      id_cidade: null,
      ativo: true,
      membros: [],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [place] = await sqlRows<{ nome: string; id_empresa: number }>(
      t.database.db,
      sql`select nome, id_empresa from suprimentos_local where id_equipe = ${empty}`,
    );
    expect(place).toEqual({ nome: 'Equipe Teste Renomeada', id_empresa: otherProvider });
    expect((await call(t, 'PUT', `/v1/suprimentos/equipes/${empty}`, 'colaborador', {})).status).toBe(403);
  });
});
