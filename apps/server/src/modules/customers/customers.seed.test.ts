import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { checkCustomer } from '@intranet/shared/customers/customers.rules';
import { sqlRows } from '../../db/sql';
import { scaled, TEST_SEED_SCALE } from '../../db/seed/seed-context';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CUSTOMERS, demoCustomer } from './customers.seed';

/** The demo's customers as the seed writes them at full scale: j-th customer of provider p, over three providers. */
const DEMO = Array.from({ length: DEMO_CUSTOMERS }, (_, n) => demoCustomer(n % 3, Math.floor(n / 3)));

describe('the demo customer directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("holds its customers over the three providers, each valid by the import's own checks", async () => {
    const perProvider = await sqlRows<{ sistema: number; n: number }>(
      t.database.db,
      sql`select sistema, count(*)::int as n from relacionamento_dados_pessoas group by sistema order by sistema`,
    );
    // The test suites' template holds a twentieth of the demo (1 000 of 20 000).
    const total = scaled({ scale: TEST_SEED_SCALE }, DEMO_CUSTOMERS);
    expect(perProvider.map((p) => p.n)).toEqual([334, 333, 333]);
    expect(perProvider.reduce((sum, p) => sum + p.n, 0)).toBe(total);
    const cpfs = await sqlRows<{ cpf: string }>(t.database.db, sql`select cpf from relacionamento_dados_pessoas`);
    expect(cpfs.every((c) => isValidCpf(c.cpf))).toBe(true);
    for (const c of DEMO.filter((_, n) => n % 40 === 0)) {
      expect(checkCustomer({ ...c, ativo: c.ativo ? 'sim' : 'não' }).problems).toBeUndefined();
    }
  });

  it('gives every provider, on every day of the year (29 February too), birthdays and activation and contract anniversaries', () => {
    for (let p = 0; p < 3; p++) {
      const mine = DEMO.filter((_, n) => n % 3 === p);
      const days = (pick: (c: (typeof DEMO)[number]) => string | null) =>
        new Set(mine.flatMap((c) => (pick(c) ? [pick(c)!.slice(5)] : []))).size;
      expect(days((c) => c.data_nascimento)).toBe(366);
      expect(days((c) => c.data_ativacao)).toBe(366);
      expect(days((c) => c.data_contratacao)).toBe(366);
    }
  });

  it('has most customers reachable by e-mail and celular, some by one only, and a few inactive', () => {
    const both = DEMO.filter((c) => c.email && c.celular).length;
    const inactive = DEMO.filter((c) => !c.ativo).length;
    expect(both / DEMO_CUSTOMERS).toBeGreaterThan(0.75);
    expect(DEMO.filter((c) => !c.email).length).toBeGreaterThan(1_000);
    expect(DEMO.filter((c) => !c.celular).length).toBeGreaterThan(1_000);
    expect(inactive).toBeGreaterThan(100);
    expect(inactive / DEMO_CUSTOMERS).toBeLessThan(0.05);
    expect(DEMO.some((c) => c.data_nascimento === null)).toBe(true);
  });

  it('is the same on every run', () => {
    expect(demoCustomer(1, 4_321)).toEqual(demoCustomer(1, 4_321));
    expect(demoCustomer(0, 59).data_nascimento?.slice(5)).toBe('02-29');
  });
});
