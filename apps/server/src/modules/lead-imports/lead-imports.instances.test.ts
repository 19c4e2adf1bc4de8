import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { ImportProgress } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { sqlRows } from '../../db/sql';
import { otherInstance } from '../../test/other-instance';
import { createTestApp, type TestApp } from '../../test/test-app';
import { READING_LEASE_SECONDS } from './lead-imports.readings';
import { leadSheet, recordImport } from './lead-imports.test-kit';

/** Lines enough for the reading to last a while (a second or more) on either database. */
const LINES = 40_000;
const PHASES: ImportProgress['fase'][] = ['aguardando', 'lendo', 'gravando', 'concluida'];
/** An answer's place in a reading's course: its phase, then its percentage. */
const stepOf = (p: ImportProgress) => PHASES.indexOf(p.fase) * 1000 + p.percentual;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('lead imports on two instances of one database, behind a load balancer', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    b = await otherInstance(t);
    headers = await t.headersFor('marketing');
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  const read = (app: FastifyInstance, id: number) =>
    app.inject({ method: 'POST', url: `/v1/lead/arquivo/clientes/${id}`, headers });
  async function progressOn(app: FastifyInstance, id: number): Promise<ImportProgress> {
    const res = await app.inject({ method: 'GET', url: `/v1/lead/importacao/${id}/progresso`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().progresso;
  }

  it("answers A's reading's progress on B as well, never going back, up to 100; a second reading is refused on either while it runs", async () => {
    const id = await recordImport(t, 'grande.csv', leadSheet(LINES));
    // Each instance's first call reads the caller's sign-in state: done before the reading starts.
    for (const app of [t.app, b]) expect(await progressOn(app, id)).toEqual({ fase: 'aguardando', percentual: 0 });

    let settled = false;
    const reading = read(t.app, id).finally(() => (settled = true));
    const instances = [
      ['A', t.app],
      ['B', b],
    ] as const;
    const answers: { on: 'A' | 'B'; progress: ImportProgress }[] = [];
    const refusals: { on: 'A' | 'B'; status: number; message: string; whileReading: boolean }[] = [];
    while (!settled) {
      // Polled in turns, as a round-robin balancer hands the screen's polls out.
      for (const [on, app] of instances) answers.push({ on, progress: await progressOn(app, id) });
      const underWayOnB = answers.some(
        ({ on, progress }) => on === 'B' && progress.fase === 'lendo' && progress.percentual > 0,
      );
      if (underWayOnB && refusals.length === 0) {
        for (const [on, app] of [...instances].reverse()) {
          const res = await read(app, id);
          refusals.push({ on, status: res.statusCode, message: res.json().message, whileReading: !settled });
        }
      }
      await nextTurn();
    }
    expect((await reading).json().importaClientes).toMatchObject({ success: true, registros: LINES });
    for (const [on, app] of instances) answers.push({ on, progress: await progressOn(app, id) });

    const backwards = answers.filter((answer, i) =>
      answers.slice(0, i).some((before) => stepOf(before.progress) > stepOf(answer.progress)),
    );
    expect(
      backwards,
      answers.map(({ on, progress }) => `${on} ${progress.fase} ${progress.percentual}`).join(', '),
    ).toEqual([]);
    expect(
      answers.some(
        ({ on, progress }) =>
          on === 'B' && progress.fase !== 'aguardando' && progress.percentual > 0 && progress.percentual < 100,
      ),
    ).toBe(true);
    expect(answers.slice(-2).map((a) => a.progress)).toEqual([
      { fase: 'concluida', percentual: 100 },
      { fase: 'concluida', percentual: 100 },
    ]);
    expect(refusals).toEqual([
      { on: 'B', status: 409, message: M.alreadyRead, whileReading: true },
      { on: 'A', status: 409, message: M.alreadyRead, whileReading: true },
    ]);
    const [{ n }] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_lead_participante where id_importacao_evento = ${id}`,
    );
    expect(n).toBe(LINES);
  });

  it('starts again, on any instance, a reading whose instance stopped: silent for longer than its lease, it is waiting again', async () => {
    const id = await recordImport(t, 'interrompida.csv', leadSheet(10));
    await t.database.db.execute(sql`
      update vendas_lead_importacao set fase = 'lendo', percentual = 40, leitura = gen_random_uuid(),
        fase_em = now() - make_interval(secs => ${READING_LEASE_SECONDS + 1})
      where id = ${id}`);
    for (const app of [t.app, b]) expect(await progressOn(app, id)).toEqual({ fase: 'aguardando', percentual: 0 });
    expect((await read(b, id)).json().importaClientes).toMatchObject({ success: true, registros: 10 });
    for (const app of [t.app, b]) expect(await progressOn(app, id)).toEqual({ fase: 'concluida', percentual: 100 });
  });

  // Only PostgreSQL lets another connection change the row while a reading's transaction is open.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'stops a reading whose import another instance took over, leaving that one its import',
    async () => {
      const id = await recordImport(t, 'tomada.csv', leadSheet(LINES));
      let settled = false;
      const reading = read(t.app, id).finally(() => (settled = true));
      while (!settled && (await progressOn(b, id)).percentual === 0) await nextTurn();
      await t.database.db.execute(
        sql`update vendas_lead_importacao set leitura = gen_random_uuid(), fase_em = now() where id = ${id}`,
      );
      const res = await reading;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.alreadyRead);
      const [row] = await sqlRows<{ registros: number; linhas: number }>(
        t.database.db,
        sql`select registros, (select count(*)::int from vendas_lead_participante where id_importacao_evento = i.id) as linhas from vendas_lead_importacao i where id = ${id}`,
      );
      expect(row).toEqual({ registros: 0, linhas: 0 });
    },
  );
});
