import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { sqlRows } from '../../db/sql';
import { call } from '../../test/hr-fixtures';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
type Place = { id: number; nome: string; id_empresa: number; id_equipe: number | null };
let warehouse: Place;
let squad: Place;
let otherSquad: Place;
let product: number;
let contractId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [warehouse] = await sqlRows<Place>(
    db,
    sql`select * from suprimentos_local where tipo = 'almoxarifado' order by id limit 1`,
  );
  [squad, otherSquad] = await sqlRows<Place>(
    db,
    sql`select * from suprimentos_local where tipo = 'equipe' and id_empresa = ${warehouse.id_empresa} order by id limit 2`,
  );
  [{ id: product }] = await sqlRows<{ id: number }>(
    db,
    sql`select id from suprimentos_produto where tipo = 'ont' order by id limit 1`,
  );
  [{ id: contractId }] = await sqlRows<{ id: number }>(
    db,
    sql`select id from cliente_contrato where sistema = ${warehouse.id_empresa} and status = 'ativo' order by id limit 1`,
  );
});
afterAll(async () => t?.close());

/** New units in the warehouse, entered as a purchase would be. */
async function newUnits(n: number, productId = product): Promise<string[]> {
  const tags = Array.from({ length: n }, () => `TST-${process.pid}-${++serial}`);
  for (const tag of tags) {
    const [{ id }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`insert into suprimentos_unidade (id_produto, id_empresa, patrimonio, id_local)
          values (${productId}, ${warehouse.id_empresa}, ${tag}, ${warehouse.id}) returning id`,
    );
    await t.database.db.execute(sql`insert into suprimentos_movimento (id_unidade, id_empresa, tipo, para_local)
      values (${id}, ${warehouse.id_empresa}, 'entrada', ${warehouse.id})`);
  }
  return tags;
}
const where = async (tag: string) =>
  (
    await sqlRows<{ id_local: number }>(
      t.database.db,
      sql`select id_local from suprimentos_unidade where patrimonio = ${tag}`,
    )
  )[0].id_local;

describe('supplies: access', () => {
  it('asks for a token, and refuses roles outside suprimentos', async () => {
    expect((await call(t, 'GET', '/v1/suprimentos/movimentos', null)).status).toBe(401);
    expect((await call(t, 'GET', '/v1/suprimentos/movimentos', 'marketing')).status).toBe(403);
    expect((await call(t, 'PUT', '/v1/company/inventario/1', 'colaborador', {})).status).toBe(403);
    expect((await call(t, 'GET', '/v1/suprimentos/movimentos', 'admin')).status).toBe(200);
  });
});

describe('supplies: the flows of a unit', () => {
  it('removes to a squad, installs at a customer, collects and returns it; its history is every move', async () => {
    const [tag, other] = await newUnits(2);
    const removal = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: [tag.toLowerCase(), other],
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect(removal.body.movimentos).toHaveLength(2);
    expect(await where(tag)).toBe(squad.id);

    const install = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'instalacao',
      origem: squad.id,
      id_contrato: contractId,
      os: 'OS-7001',
      patrimonios: [tag],
    });
    expect(install.status, JSON.stringify(install.body)).toBe(200);
    const customer = install.body.movimentos[0].para_local;

    const collected = await call(t, 'POST', '/v1/suprimentos/retornos', 'admin', {
      tipo: 'recolhimento',
      id_equipe: squad.id_equipe,
      id_contrato: contractId,
      os: 'OS-7002',
      patrimonio: tag,
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body.retorno.id_movimento).not.toBeNull();
    expect(await where(tag)).toBe(squad.id);

    const returned = await call(t, 'POST', '/v1/suprimentos/retornos', 'admin', {
      tipo: 'devolucao',
      id_equipe: squad.id_equipe,
      os: 'OS-7003',
      patrimonio: tag,
    });
    expect(returned.body.retorno.id_movimento).not.toBeNull();
    expect(await where(tag)).toBe(warehouse.id);

    const history = await call(t, 'GET', `/v1/suprimentos/unidades/${tag}`, 'admin');
    expect(history.status).toBe(200);
    expect(history.body.movimentos.map((m: { tipo: string }) => m.tipo)).toEqual([
      'entrada',
      'retirada',
      'instalacao',
      'recolhimento',
      'devolucao',
    ]);
    expect(history.body.movimentos.map((m: { para_local: number }) => m.para_local)).toEqual([
      warehouse.id,
      squad.id,
      customer,
      squad.id,
      warehouse.id,
    ]);
    expect(history.body.unidade.id_local).toBe(warehouse.id);
  });

  it('refuses a move from a place that does not hold the unit, naming where it is, and moves nothing', async () => {
    const [here, away] = await newUnits(2);
    await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: otherSquad.id_equipe,
      patrimonios: [away],
    });
    const res = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: [here, away],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPPLIES_MSG.notAtOrigin(away, otherSquad.nome, warehouse.nome));
    expect(await where(here)).toBe(warehouse.id);
    const unknown = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: ['NAO-EXISTE-1'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SUPPLIES_MSG.unknownTag('NAO-EXISTE-1'));
  });

  it('keeps a unit in one place in the database itself: a stray move or a direct edit is refused', async () => {
    const [tag] = await newUnits(1);
    const [{ id }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from suprimentos_unidade where patrimonio = ${tag}`,
    );
    await expect(
      t.database.db.execute(sql`insert into suprimentos_movimento (id_unidade, id_empresa, tipo, de_local, para_local)
        values (${id}, ${warehouse.id_empresa}, 'instalacao', ${squad.id}, ${otherSquad.id})`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update suprimentos_unidade set id_local = ${squad.id} where id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from suprimentos_movimento where id_unidade = ${id}`),
    ).rejects.toThrow();
    expect(await where(tag)).toBe(warehouse.id);
  });

  it('asks an installation for its OS and a recycling for its reason', async () => {
    const res = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'instalacao',
      origem: squad.id,
      id_contrato: contractId,
      patrimonios: ['PAT-000001'],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: SUPPLIES_MSG.osRequired })]),
    );
  });
});

describe('supplies: returns and the OS/patrimony edit (spec §2.7, §7)', () => {
  it('leaves a return with a wrong tag on the alternative list; the edit refuses another wrong tag and receives the right one', async () => {
    const [tag] = await newUnits(1);
    await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: [tag],
    });
    const wrong = await call(t, 'POST', '/v1/suprimentos/retornos', 'admin', {
      tipo: 'devolucao',
      id_equipe: squad.id_equipe,
      patrimonio: `${tag}X`,
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.retorno.id_movimento).toBeNull();
    const alternative = await call(
      t,
      'GET',
      `/v1/suprimentos/retornos?tipo=devolucao&alternativo=true&limit=100`,
      'admin',
    );
    expect(alternative.body.itens.map((r: { id: number }) => r.id)).toContain(wrong.body.retorno.id);

    const refused = await call(t, 'POST', '/v1/suprimentos/retorno/atualizar/os/patrimonio', 'admin', {
      id: wrong.body.retorno.id,
      os: 'OS-8001',
      patrimonio: 'NAO-EXISTE-2',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SUPPLIES_MSG.unknownTag('NAO-EXISTE-2'));
    expect(await where(tag)).toBe(squad.id);

    const edited = await call(t, 'POST', '/v1/suprimentos/retorno/atualizar/os/patrimonio', 'admin', {
      id: wrong.body.retorno.id,
      os: 'OS-8001',
      patrimonio: tag,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.update_suprimentos_retorno_by_pk).toMatchObject({ os: 'OS-8001', patrimonio: tag });
    expect(edited.body.update_suprimentos_retorno_by_pk.id_movimento).not.toBeNull();
    expect(await where(tag)).toBe(warehouse.id);
    const done = await call(t, 'GET', `/v1/suprimentos/retornos?tipo=devolucao&limit=100`, 'admin');
    expect(done.body.itens.map((r: { id: number }) => r.id)).toContain(wrong.body.retorno.id);
    // Once received, its OS may be corrected; its tag may not.
    const again = await call(t, 'POST', '/v1/suprimentos/retorno/atualizar/os/patrimonio', 'admin', {
      id: wrong.body.retorno.id,
      patrimonio: 'PAT-000002',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SUPPLIES_MSG.returnDone);
  });

  it('answers 404 for a return that does not exist', async () => {
    const res = await call(t, 'POST', '/v1/suprimentos/retorno/atualizar/os/patrimonio', 'admin', {
      id: 99999999,
      os: 'X',
    });
    expect(res.status).toBe(404);
  });
});

describe('supplies: squad inventories (spec §3, §4, §7)', () => {
  it('records counted rows from mk with the default city, and validation leaves the expected stock equal to the count', async () => {
    const db = t.database.db;
    const [{ id: cable }] = await sqlRows<{ id: number }>(
      db,
      sql`select id from suprimentos_produto where tipo = 'cabo'`,
    );
    const [{ id: router }] = await sqlRows<{ id: number }>(
      db,
      sql`select id from suprimentos_produto where tipo = 'roteador' order by id limit 1`,
    );
    const cables = await newUnits(3, cable);
    const routers = await newUnits(1, router);
    const [lost] = await newUnits(1);
    await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: [...cables, ...routers, lost],
    });
    const held = async (productId: number) =>
      (
        await sqlRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from suprimentos_unidade where id_local = ${squad.id} and id_produto = ${productId}`,
        )
      )[0].n;
    const cablesBefore = await held(cable);
    const routersBefore = await held(router);
    const counted = await call(t, 'POST', '/v1/company/suprimentos/inventario', 'admin', {
      objects: [
        { id_equipe: squad.id_equipe, id_produto: cable, quantidade_informada: cablesBefore - 2, origem: 'mk' },
        { id_equipe: squad.id_equipe, id_produto: router, quantidade_informada: routersBefore + 3, origem: 'mk' },
        { id_equipe: squad.id_equipe, patrimonio: lost, quantidade_informada: 0 },
      ],
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    const rows = counted.body.insert_suprimentos_inventario.returning;
    expect(counted.body.insert_suprimentos_inventario.affected_rows).toBe(3);
    expect(rows[0]).toMatchObject({
      origem: 'mk',
      cidade: 'Rio Grande',
      validado: false,
      quantidade_sistema: cablesBefore,
    });
    expect(rows[2]).toMatchObject({ origem: 'manual', quantidade_sistema: 1, quantidade_informada: 0 });

    for (const row of rows) {
      const res = await call(t, 'PUT', `/v1/company/inventario/${row.id}`, 'admin', { validado: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.update_suprimentos_inventario_by_pk.validado).toBe(true);
    }
    expect(await held(cable)).toBe(cablesBefore - 2);
    expect(await held(router)).toBe(routersBefore + 3);
    expect(await where(lost)).not.toBe(squad.id);
    const again = await call(t, 'PUT', `/v1/company/inventario/${rows[0].id}`, 'admin', {});
    expect(again.status).toBe(409);
    const listed = await call(t, 'GET', `/v1/company/inventario?id_equipe=${squad.id_equipe}`, 'admin');
    const first = listed.body.suprimentos_inventario.find((r: { id: number }) => r.id === rows[0].id);
    expect(first).toMatchObject({
      validado: true,
      quantidade_sistema: cablesBefore,
      quantidade_informada: cablesBefore - 2,
    });
  });

  it('refuses a count of an unknown tag under its field', async () => {
    const res = await call(t, 'POST', '/v1/company/suprimentos/inventario', 'admin', {
      objects: [{ id_equipe: squad.id_equipe, patrimonio: 'NAO-EXISTE-3', quantidade_informada: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[0]).toMatchObject({ path: 'objects.0.patrimonio' });
  });
});

describe('supplies: lists', () => {
  it('pages the moves by keyset without repeating a row, newest first', async () => {
    const first = await call(t, 'GET', '/v1/suprimentos/movimentos?limit=20', 'admin');
    expect(first.status).toBe(200);
    expect(first.body.itens).toHaveLength(20);
    const second = await call(
      t,
      'GET',
      `/v1/suprimentos/movimentos?limit=20&antes_de=${encodeURIComponent(first.body.proximo)}`,
      'admin',
    );
    const ids = new Set(first.body.itens.map((m: { id: number }) => m.id));
    expect(second.body.itens.some((m: { id: number }) => ids.has(m.id))).toBe(false);
    expect(Date.parse(second.body.itens[0].criado_em)).toBeLessThanOrEqual(
      Date.parse(first.body.itens.at(-1).criado_em),
    );
    const recycled = await call(t, 'GET', '/v1/suprimentos/movimentos?tipo=reciclagem&limit=5', 'admin');
    expect(
      recycled.body.itens.every((m: { tipo: string; motivo: string }) => m.tipo === 'reciclagem' && m.motivo),
    ).toBe(true);
  });

  it('filters the moves by several kinds in SQL: a full page of only those kinds, counted alike', async () => {
    const both = await call(t, 'GET', '/v1/suprimentos/movimentos?tipos=manutencao,reparo&limit=20', 'admin');
    expect(both.status).toBe(200);
    expect(both.body.itens).toHaveLength(20);
    expect(both.body.itens.every((m: { tipo: string }) => m.tipo === 'manutencao' || m.tipo === 'reparo')).toBe(true);
    const one = await call(t, 'GET', '/v1/suprimentos/movimentos?tipo=manutencao&limit=1', 'admin');
    const other = await call(t, 'GET', '/v1/suprimentos/movimentos?tipo=reparo&limit=1', 'admin');
    expect(both.body.total).toBe(Math.min(10_000, one.body.total + other.body.total));
    expect((await call(t, 'GET', '/v1/suprimentos/movimentos?tipos=manutencao,furto', 'admin')).status).toBe(400);
  });

  it('answers the dashboard, the values, the squads and the seeded alternative lists', async () => {
    const dash = await call(t, 'GET', '/v1/suprimentos/painel', 'admin');
    expect(dash.status).toBe(200);
    expect(dash.body.por_local.length).toBeGreaterThan(3);
    const values = await call(t, 'GET', '/v1/suprimentos/valores?agrupar=equipe', 'admin');
    expect(values.body.itens).toHaveLength(6);
    const squads = await call(t, 'GET', '/v1/suprimentos/equipes', 'admin');
    expect(squads.body.equipes).toHaveLength(6);
    const alt = await call(t, 'GET', '/v1/suprimentos/retornos?tipo=recolhimento&alternativo=true', 'admin');
    expect(alt.body.itens.length).toBeGreaterThan(0);
  });
});
