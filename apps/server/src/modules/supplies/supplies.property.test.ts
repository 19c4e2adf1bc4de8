import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualMove } from '@intranet/shared/supplies/supplies.rules';
import { sqlRows } from '../../db/sql';
import { GUEST_ACTOR } from '../../platform/auth/access';
import { AppError } from '../../platform/http/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as returns from './supplies-returns.service';
import { registerMoves } from './supplies.service';

let t: TestApp;
let places: { id: number; tipo: string; id_equipe: number | null }[];
let contract: number;
let tags: string[];
let round = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [{ id_empresa }] = await sqlRows<{ id_empresa: number }>(
    db,
    sql`select id_empresa from suprimentos_local where tipo = 'almoxarifado' order by id limit 1`,
  );
  places = await sqlRows(
    db,
    sql`select id, tipo, id_equipe from suprimentos_local where id_empresa = ${id_empresa} and tipo <> 'cliente' order by id`,
  );
  [{ id: contract }] = await sqlRows<{ id: number }>(
    db,
    sql`select id from cliente_contrato where sistema = ${id_empresa} order by id limit 1`,
  );
});
afterAll(async () => t?.close());

/** Four fresh units in the first warehouse, for one run of the property. */
async function freshUnits(): Promise<string[]> {
  round++;
  const db = t.database.db;
  const warehouse = places.find((p) => p.tipo === 'almoxarifado')!;
  const rows = await sqlRows<{ id: number; patrimonio: string; id_empresa: number }>(
    db,
    sql`insert into suprimentos_unidade (id_produto, id_empresa, patrimonio, id_local)
        select (select min(id) from suprimentos_produto), l.id_empresa, 'PROP-' || ${round} || '-' || n, l.id
        from suprimentos_local l cross join generate_series(1, 4) n where l.id = ${warehouse.id}
        returning id, patrimonio, id_empresa`,
  );
  for (const r of rows)
    await db.execute(sql`insert into suprimentos_movimento (id_unidade, id_empresa, tipo, para_local)
      values (${r.id}, ${r.id_empresa}, 'entrada', ${warehouse.id})`);
  return rows.map((r) => r.patrimonio);
}

type Step =
  | { kind: 'move'; tipo: ManualMove; origin: number; units: number[]; squad: number; warehouse: number }
  | { kind: 'return'; tipo: 'recolhimento' | 'devolucao'; unit: number; squad: number; os: boolean };

const ANY_MOVE: ManualMove[] = ['retirada', 'instalacao', 'manutencao', 'reparo', 'reciclagem'];
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    tipo: fc.constantFrom(...ANY_MOVE),
    origin: fc.nat(20),
    units: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 3 }),
    squad: fc.nat(5),
    warehouse: fc.nat(5),
  }),
  fc.record({
    kind: fc.constant('return' as const),
    tipo: fc.constantFrom('recolhimento' as const, 'devolucao' as const),
    unit: fc.nat(3),
    squad: fc.nat(5),
    os: fc.boolean(),
  }),
);

const actor = { ...GUEST_ACTOR, userId: 0 };

async function apply(s: Step): Promise<void> {
  const squads = places.filter((p) => p.tipo === 'equipe');
  const warehouses = places.filter((p) => p.tipo === 'almoxarifado');
  const ctx = { db: t.database.db, actor };
  try {
    if (s.kind === 'move') {
      await registerMoves(ctx, {
        tipo: s.tipo,
        origem: places[s.origin % places.length].id,
        patrimonios: s.units.map((u) => tags[u]),
        id_equipe: squads[s.squad % squads.length].id_equipe!,
        id_contrato: contract,
        id_almoxarifado: warehouses[s.warehouse % warehouses.length].id,
        os: 'OS-1',
        motivo: 'Teste',
      });
    } else {
      await returns.register(ctx, {
        tipo: s.tipo,
        id_equipe: squads[s.squad % squads.length].id_equipe!,
        id_contrato: s.tipo === 'recolhimento' ? contract : undefined,
        os: s.os ? 'OS-2' : undefined,
        patrimonio: tags[s.unit],
      });
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** Where each unit is, and the chain of its moves. */
async function state() {
  return sqlRows<{ patrimonio: string; id_local: number; chain: { de: number | null; para: number }[] }>(
    t.database.db,
    sql`select u.patrimonio, u.id_local,
          (select json_agg(json_build_object('de', m.de_local, 'para', m.para_local) order by m.id)
           from suprimentos_movimento m where m.id_unidade = u.id) as chain
        from suprimentos_unidade u where u.patrimonio = any(array[${sql.join(
          tags.map((x) => sql`${x}`),
          sql`, `,
        )}]::text[])
        order by u.patrimonio`,
  );
}

describe('supplies: any sequence of moves', () => {
  it('leaves every unit in exactly one place, the end of its history, each move starting where the one before ended', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        tags = await freshUnits();
        for (const s of steps) {
          const before = await state();
          await apply(s);
          const after = await state();
          for (const unit of after) {
            const chain = unit.chain;
            expect(chain[0].de).toBeNull();
            for (let i = 1; i < chain.length; i++) expect(chain[i].de).toBe(chain[i - 1].para);
            expect(unit.id_local).toBe(chain.at(-1)!.para);
          }
          // A unit a refused step named is where it was: a change is always one more move.
          for (const [i, unit] of after.entries()) {
            const moved = unit.chain.length - before[i].chain.length;
            expect(moved === 0 ? unit.id_local === before[i].id_local : moved === 1).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
