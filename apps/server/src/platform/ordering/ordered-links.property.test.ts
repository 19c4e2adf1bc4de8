import fc from 'fast-check';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPacked, linkItems, packPriorities, reorderItems, unlinkItem } from '@intranet/shared/ordering/ordered-list';
import { withActor } from '../../db/client';
import { conteudo, trilha, trilhaConteudo } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../http/errors';
import { type OrderChange, type OrderedLinkTable, changeOrder } from './ordered-links';

/** The contents of trails: any ordered link table behaves alike. */
const TABLES = {
  table: 'rh_trilha_conteudo',
  parent: 'id_trilha',
  child: 'id_conteudo',
  parentTable: 'rh_trilha',
  childTable: 'rh_conteudo',
  parentName: 'nome',
};
const LINKS: OrderedLinkTable = {
  ...TABLES,
  messages: { unknownParent: 'parent', unknownChild: 'child', notLinked: 'not linked', orderMismatch: 'mismatch' },
};
const UNKNOWN = 999_999;

type Op =
  | { kind: 'link'; picks: { parent: number; child: number }[]; prioridade: number; stranger: boolean }
  | { kind: 'unlink'; parent: number; child: number }
  | { kind: 'reorder'; parent: number; seed: number; drop: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('link' as const),
    picks: fc.array(fc.record({ parent: fc.nat(1), child: fc.nat(5) }), { minLength: 1, maxLength: 4 }),
    prioridade: fc.integer({ min: 1, max: 8 }),
    stranger: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('unlink' as const), parent: fc.nat(1), child: fc.nat(5) }),
  fc.record({ kind: fc.constant('reorder' as const), parent: fc.nat(1), seed: fc.nat(), drop: fc.boolean() }),
);

function shuffle(ids: readonly number[], seed: number): number[] {
  const out = [...ids];
  let s = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('ordered links', () => {
  let t: TestApp;
  let children: number[];
  beforeAll(async () => {
    t = await createTestApp();
    children = (await t.database.db.select({ id: conteudo.id }).from(conteudo).orderBy(asc(conteudo.id)).limit(6)).map(
      (r) => r.id,
    );
  });
  afterAll(async () => t?.close());

  const rowsOf = async (parents: readonly number[]) =>
    t.database.db
      .select()
      .from(trilhaConteudo)
      .where(inArray(trilhaConteudo.id_trilha, [...parents]))
      .orderBy(asc(trilhaConteudo.prioridade));

  it('keeps every parent at 1..n without gaps, and a refused change leaves every parent as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const parents = (
          await t.database.db
            .insert(trilha)
            .values([{ nome: 'Ordem A' }, { nome: 'Ordem B' }])
            .returning({ id: trilha.id })
        ).map((r) => r.id);
        const model = new Map(parents.map((p) => [p, [] as number[]]));
        for (const o of ops) {
          let change: OrderChange;
          let expected: Map<number, number[]> | null = new Map(model);
          if (o.kind === 'link') {
            const links = o.picks.map((p, k) => ({
              parent: parents[p.parent],
              child: children[p.child],
              prioridade: o.prioridade + k,
            }));
            if (o.stranger) links.push({ parent: parents[1], child: UNKNOWN, prioridade: 1 });
            change = { kind: 'link', links };
            for (const parent of parents) {
              const mine = links
                .filter((l) => l.parent === parent)
                .map((l) => ({ id: l.child, prioridade: l.prioridade }));
              if (mine.length) expected.set(parent, linkItems(model.get(parent)!, mine));
            }
            if (o.stranger) expected = null;
          } else if (o.kind === 'unlink') {
            const parent = parents[o.parent];
            change = { kind: 'unlink', parent, child: children[o.child] };
            if (model.get(parent)!.includes(children[o.child]))
              expected.set(parent, unlinkItem(model.get(parent)!, children[o.child]));
            else expected = null;
          } else {
            const parent = parents[o.parent];
            const ids = shuffle(model.get(parent)!, o.seed).slice(o.drop ? 1 : 0);
            change = { kind: 'reorder', parent, children: ids };
            const next = reorderItems(model.get(parent)!, ids);
            if (next) expected.set(parent, next);
            else expected = null;
          }
          const outcome = await withActor(t.database.db, null, (tx) => changeOrder(tx, LINKS, change)).catch(
            (error: unknown) => error,
          );
          if (expected) {
            const named = change.kind === 'link' ? change.links.map((l) => l.parent) : [change.parent];
            expect(outcome).toEqual([...new Set(named)].sort((a, b) => a - b));
            for (const [parent, list] of expected) model.set(parent, list);
          } else {
            expect(outcome).toBeInstanceOf(AppError);
          }
          const rows = await rowsOf(parents);
          for (const parent of parents) {
            const mine = rows.filter((r) => r.id_trilha === parent);
            expect(isPacked(mine.map((r) => r.prioridade))).toBe(true);
            expect(mine.map((r) => r.id_conteudo)).toEqual(model.get(parent));
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a parent that does not exist, changing nothing', async () => {
    const [parent] = await t.database.db.insert(trilha).values({ nome: 'Ordem C' }).returning({ id: trilha.id });
    const change: OrderChange = {
      kind: 'link',
      links: [
        { parent: parent.id, child: children[0], prioridade: 1 },
        { parent: UNKNOWN, child: children[1], prioridade: 1 },
      ],
    };
    const outcome = await withActor(t.database.db, null, (tx) => changeOrder(tx, LINKS, change)).catch(
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({ code: 'not_found', message: 'parent' });
    expect(await rowsOf([parent.id])).toEqual([]);
  });

  it('keeps the pure rules packed for any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let list: number[] = [];
        for (const o of ops) {
          const before = list;
          if (o.kind === 'link') {
            list = linkItems(
              list,
              o.picks.map((p, k) => ({ id: p.child + 1, prioridade: o.prioridade + k })),
            );
            for (const p of o.picks) expect(list).toContain(p.child + 1);
          } else if (o.kind === 'unlink') {
            list = unlinkItem(list, o.child + 1);
            expect(list).not.toContain(o.child + 1);
            expect(list).toEqual(before.filter((x) => x !== o.child + 1));
          } else {
            list = reorderItems(list, shuffle(list, o.seed))!;
            expect([...list].sort()).toEqual([...before].sort());
          }
          expect(new Set(list).size).toBe(list.length);
          expect(isPacked(packPriorities(list).map((x) => x.prioridade))).toBe(true);
        }
      }),
    );
  });
});
