import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import { ROULETTE_MSG } from '@intranet/shared/roulette/roulette.messages';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('deleting prizes of a roulette campaign', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headersFor('marketing');
  });
  afterAll(async () => t?.close());

  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, headers, ...(payload && { payload }) });

  /** A campaign of the marketing manager with two prizes; answers its id and its prizes' ids. */
  async function campaignWithPrizes(): Promise<{ id: number; prizes: number[] }> {
    const n = ++seq;
    const created = await call(API.create.method, API.create.path, {
      object: {
        nome: `Campanha dos prêmios ${n}`,
        descricao: 'Gire e ganhe',
        motivo_aplicacao: 'Fidelização',
        sistema: 'BITCOM',
        data_inicio_campanha: dayFromToday(0),
        data_fim_campanha: dayFromToday(30),
        intervalo_votacao: 1,
        api_erp: false,
        id_usuario_intranet: t.accounts.marketing.usuarioId,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().insert_site_roleta_campanhas_one as { id: number };
    const prize = (i: number) => ({
      id_campanha: id,
      nome: `Prêmio ${n}.${i}`,
      descricao: 'Ganhou',
      cliente: false,
      peso_item: 10,
      quantidade: 5,
      quantidade_minima: 1,
      animacao: i === 0,
      consumivel: true,
    });
    const saved = await call(API.createPrizes.method, API.createPrizes.path, { objects: [prize(0), prize(1)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from site_roleta_premios where id_campanha = ${id} order by id`,
    );
    return { id, prizes: rows.map((r) => r.id) };
  }
  const prizesOf = async (id: number) =>
    (
      await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id from site_roleta_premios where id_campanha = ${id} order by id`,
      )
    ).map((r) => r.id);
  const remove = (id_campanha: number, ids: number[]) =>
    call(API.deletePrizes.method, API.deletePrizes.path, { id_campanha, ids });

  it('answers 404 for a prize of another campaign (or none), and deletes nothing of either', async () => {
    const mine = await campaignWithPrizes();
    const other = await campaignWithPrizes();

    const foreign = await remove(mine.id, [other.prizes[0]]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ROULETTE_MSG.prizesNotFound);

    // One of its own and one of another: all or nothing.
    const mixed = await remove(mine.id, [mine.prizes[0], other.prizes[1]]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe(ROULETTE_MSG.prizesNotFound);

    expect((await remove(mine.id, [2_000_000_000])).statusCode).toBe(404);
    expect(await prizesOf(mine.id)).toEqual(mine.prizes);
    expect(await prizesOf(other.id)).toEqual(other.prizes);
  });

  it('deletes its own prizes, an id given twice counted once', async () => {
    const mine = await campaignWithPrizes();
    const res = await remove(mine.id, [mine.prizes[0], mine.prizes[0]]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ affected_rows: 1, message: ROULETTE_MSG.prizesDeleted });
    expect(await prizesOf(mine.id)).toEqual([mine.prizes[1]]);
  });
});
