import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { checkCustomer } from '@intranet/shared/customers/customers.rules';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CUSTOMERS, demoCustomer } from './customers.seed';

describe('the demo customer directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("holds 20 000 customers over the three providers, each valid by the import's own checks", async () => {
    const perProvider = await sqlRows<{ sistema: number; n: number }>(
      t.database.db,
      sql`select sistema, count(*)::int as n from relacionamento_dados_pessoas group by sistema order by sistema`,
    );
    expect(perProvider.map((p) => p.n)).toEqual([6_667, 6_667, 6_666]);
    expect(perProvider.reduce((sum, p) => sum + p.n, 0)).toBe(DEMO_CUSTOMERS);
    const cpfs = await sqlRows<{ cpf: string }>(t.database.db, sql`select cpf from relacionamento_dados_pessoas`);
    expect(cpfs.every((c) => isValidCpf(c.cpf))).toBe(true);
    for (let j = 0; j < 500; j++) {
      const c = demoCustomer(j % 3, j);
      expect(checkCustomer({ ...c, ativo: c.ativo ? 'sim' : 'não' }).problems).toBeUndefined();
    }
  });

  it('gives every provider, on every day of the year (29 February too), birthdays and activation and contract anniversaries', async () => {
    const days = await sqlRows<{ sistema: number; kind: string; n: number }>(
      t.database.db,
      sql`select sistema, kind, count(distinct md)::int as n from (
            select sistema, 'nascimento' as kind, to_char(data_nascimento, 'MM-DD') as md from relacionamento_dados_pessoas where data_nascimento is not null
            union all select sistema, 'ativacao', to_char(data_ativacao, 'MM-DD') from relacionamento_dados_pessoas
            union all select sistema, 'contratacao', to_char(data_contratacao, 'MM-DD') from relacionamento_dados_pessoas) d
          group by sistema, kind`,
    );
    expect(days).toHaveLength(9);
    expect(days.every((d) => d.n === 366)).toBe(true);
  });

  it('has most customers reachable by e-mail and celular, some by one only, and a few inactive', async () => {
    const [mix] = await sqlRows<{
      both: number;
      no_email: number;
      no_celular: number;
      inactive: number;
      companies: number;
    }>(
      t.database.db,
      sql`select count(*) filter (where email is not null and celular is not null)::int as both,
                 count(*) filter (where email is null)::int as no_email,
                 count(*) filter (where celular is null)::int as no_celular,
                 count(*) filter (where not ativo)::int as inactive,
                 count(*) filter (where data_nascimento is null)::int as companies
          from relacionamento_dados_pessoas`,
    );
    expect(mix.both / DEMO_CUSTOMERS).toBeGreaterThan(0.75);
    expect(mix.no_email).toBeGreaterThan(1_000);
    expect(mix.no_celular).toBeGreaterThan(1_000);
    expect(mix.inactive).toBeGreaterThan(100);
    expect(mix.inactive / DEMO_CUSTOMERS).toBeLessThan(0.05);
    expect(mix.companies).toBeGreaterThan(0);
  });

  it('is the same on every run', () => {
    expect(demoCustomer(1, 4_321)).toEqual(demoCustomer(1, 4_321));
    expect(demoCustomer(0, 59).data_nascimento?.slice(5)).toBe('02-29');
  });
});
