import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql';
import { call } from '../../test/hr-fixtures';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Summary = { saldo: string; meses: string };
/** Both summaries as the triggers left them, and as they are computed again from the units and moves. */
async function summaries(): Promise<{ kept: Summary; again: Summary }> {
  const db = t.database.db;
  const read = async (): Promise<Summary> => {
    const [row] = await sqlRows<Summary>(
      db,
      sql`select
            (select coalesce(string_agg(tipo_local || ':' || id_produto || '=' || unidades, ',' order by tipo_local, id_produto), '')
              from suprimentos_saldo where unidades <> 0) as saldo,
            (select coalesce(string_agg(mes || ':' || tipo || '=' || unidades || '/' || manutencao_saidas || '/' || round(manutencao_dias::numeric, 3),
              ',' order by mes, tipo), '') from suprimentos_movimento_mes) as meses`,
    );
    return row;
  };
  const kept = await read();
  await db.execute(sql`select suprimentos_painel_recalcula()`);
  return { kept, again: await read() };
}

describe('supplies dashboard: summaries kept by the triggers', () => {
  it('match the units and moves after the seed and after moves of every kind, and the dashboard reads them', async () => {
    const db = t.database.db;
    const start = await summaries();
    expect(start.kept).toEqual(start.again);

    const [warehouse] = await sqlRows<{ id: number; id_empresa: number }>(
      db,
      sql`select id, id_empresa from suprimentos_local where tipo = 'almoxarifado' order by id limit 1`,
    );
    const [squad] = await sqlRows<{ id_equipe: number; id: number }>(
      db,
      sql`select id, id_equipe from suprimentos_local where tipo = 'equipe' and id_empresa = ${warehouse.id_empresa} order by id limit 1`,
    );
    const tags = await sqlRows<{ patrimonio: string }>(
      db,
      sql`select patrimonio from suprimentos_unidade where id_local = ${warehouse.id} order by id limit 3`,
    );
    const before = (await call(t, 'GET', '/v1/suprimentos/painel', 'admin')).body;
    const count = (d: typeof before, tipo: string) =>
      d.por_local.find((r: { tipo_local: string }) => r.tipo_local === tipo)?.unidades ?? 0;

    const removal = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'retirada',
      origem: warehouse.id,
      id_equipe: squad.id_equipe,
      patrimonios: tags.map((u) => u.patrimonio),
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    const toMaintenance = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'manutencao',
      origem: squad.id,
      patrimonios: [tags[0].patrimonio],
    });
    expect(toMaintenance.status, JSON.stringify(toMaintenance.body)).toBe(200);
    const maintenance = toMaintenance.body.movimentos[0].para_local;
    const recycled = await call(t, 'POST', '/v1/suprimentos/movimentos', 'admin', {
      tipo: 'reciclagem',
      origem: maintenance,
      motivo: 'Placa queimada',
      patrimonios: [tags[0].patrimonio],
    });
    expect(recycled.status, JSON.stringify(recycled.body)).toBe(200);

    const after = (await call(t, 'GET', '/v1/suprimentos/painel', 'admin')).body;
    expect(count(after, 'almoxarifado')).toBe(count(before, 'almoxarifado') - 3);
    expect(count(after, 'equipe')).toBe(count(before, 'equipe') + 2);
    expect(count(after, 'reciclagem')).toBe(count(before, 'reciclagem') + 1);
    const month = (d: typeof before, tipo: string) =>
      d.movimentos_mes
        .filter((r: { tipo: string }) => r.tipo === tipo)
        .reduce((s: number, r: { unidades: number }) => s + r.unidades, 0);
    expect(month(after, 'retirada')).toBe(month(before, 'retirada') + 3);
    expect(month(after, 'reciclagem')).toBe(month(before, 'reciclagem') + 1);

    const end = await summaries();
    expect(end.kept).toEqual(end.again);
    expect(end.kept).not.toEqual(start.kept);
  });

  it('lists the units overdue at customers of cancelled contracts, oldest cancellation first', async () => {
    const res = await call(t, 'GET', '/v1/suprimentos/painel', 'admin');
    expect(res.status).toBe(200);
    const { atrasados, atrasados_total } = res.body as {
      atrasados: { data_cancelamento: string; dias: number }[];
      atrasados_total: number;
    };
    expect(atrasados_total).toBeGreaterThan(0);
    expect(atrasados.length).toBe(Math.min(20, atrasados_total));
    const dates = atrasados.map((a) => a.data_cancelamento);
    expect(dates).toEqual([...dates].sort());
    for (const a of atrasados) expect(a.dias).toBeGreaterThanOrEqual(30);
  });
});
