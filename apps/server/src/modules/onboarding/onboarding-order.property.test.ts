import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPacked, linkItems, packPriorities, reorderItems, unlinkItem } from '@intranet/shared/onboarding/onboarding.rules';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onboardingTrilha, trilha } from '../../db/schema';
import { call, placements } from './onboarding.test-helpers';

type Op =
  | { kind: 'link'; pick: number[]; prioridade: number }
  | { kind: 'unlink'; pick: number }
  | { kind: 'reorder'; seed: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('link' as const), pick: fc.array(fc.nat(5), { minLength: 1, maxLength: 3 }), prioridade: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('unlink' as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
);

function shuffle(ids: number[], seed: number): number[] {
  const out = [...ids];
  let s = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('trail order of an onboarding', () => {
  let t: TestApp;
  let trailIds: number[];
  let p: Awaited<ReturnType<typeof placements>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await placements(t);
    const extra = await t.database.db
      .insert(trilha)
      .values([{ nome: 'Extra 1' }, { nome: 'Extra 2' }])
      .returning({ id: trilha.id });
    trailIds = [...(await t.database.db.select({ id: trilha.id }).from(trilha).orderBy(trilha.id)).map((r) => r.id).slice(0, 4), ...extra.map((e) => e.id)];
  });
  afterAll(async () => t?.close());

  it('keeps priorities 1..n without gaps after any sequence of link, unlink and reorder', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const created = await call(t, 'POST', '/v1/rh/trilha/onboarding', 'rhGestor', { titulo: 'Ordem', id_empresa: p.bitcom.id, id_departamento: p.ti.id, id_cargo: p.tiPositions[1].id });
        const id = created.body.id as number;
        let model: number[] = [];
        for (const o of ops) {
          if (o.kind === 'link') {
            const additions = [...new Set(o.pick.map((i) => trailIds[i]))].map((trail, k) => ({ id: trail, prioridade: o.prioridade + k }));
            const res = await call(t, 'POST', '/v1/rh/company/onboarding/trilha', 'rhGestor', {
              objects: additions.map((a) => ({ id_onboarding: id, id_trilha: a.id, prioridade: a.prioridade })),
            });
            expect(res.status).toBe(200);
            model = linkItems(model, additions);
          } else if (o.kind === 'unlink') {
            const trail = trailIds[o.pick];
            const res = await call(t, 'DELETE', '/v1/rh/onboarding/trilha', 'rhGestor', { id_onboarding: id, id_trilha: trail });
            expect(res.status).toBe(model.includes(trail) ? 200 : 404);
            model = unlinkItem(model, trail);
          } else {
            const ids = shuffle(model, o.seed);
            const res = await call(t, 'PUT', '/v1/rh/onboarding/trilha/ordem', 'rhGestor', { id_onboarding: id, ids });
            expect(res.status).toBe(200);
            model = reorderItems(model, ids)!;
          }
          const rows = await t.database.db.select().from(onboardingTrilha).where(eq(onboardingTrilha.id_onboarding, id)).orderBy(onboardingTrilha.prioridade);
          expect(isPacked(rows.map((r) => r.prioridade))).toBe(true);
          expect(rows.map((r) => r.id_trilha)).toEqual(model);
        }
        await call(t, 'DELETE', `/v1/onboarding/delete/${id}`, 'admin');
      }),
      { numRuns: 25 },
    );
  });

  it('keeps the pure rules packed for any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let list: number[] = [];
        for (const o of ops) {
          const before = list;
          if (o.kind === 'link') {
            list = linkItems(list, o.pick.map((i, k) => ({ id: i + 1, prioridade: o.prioridade + k })));
            for (const i of o.pick) expect(list).toContain(i + 1);
          } else if (o.kind === 'unlink') {
            list = unlinkItem(list, o.pick + 1);
            expect(list).not.toContain(o.pick + 1);
            expect(list).toEqual(before.filter((x) => x !== o.pick + 1));
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
