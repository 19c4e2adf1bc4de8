import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '@intranet/shared/validation/cpf';
import { SALES_LISTS } from '@intranet/shared/sales/pipeline.rules';
import { LEAD_STATUSES } from '@intranet/shared/leads/leads.rules';
import type { Database } from '../../db/client';
import { seedAccounts } from '../../db/seed/accounts';
import { seedOrganization } from '../../db/seed/organization';
import { sqlRows } from '../../db/sql';
import { TEST_SEED_SCALE } from '../../db/seed/seed-context';
import { openTestDatabase } from '../../test/test-app';
import { AREA_SEEDS } from '../../seeds';
import { counts } from './sales-pipeline.repository';
import { DEMO_PIPELINE_LEADS, seedSalesPipeline } from './sales-pipeline.seed';

/** The pipeline's demo at full scale (50,000 leads) on a database of its own. */
describe('the sales pipeline demo at scale 1', () => {
  let database: Database;
  let seller = 0;
  let drop: () => Promise<void>;
  let seconds = 0;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('migrated'));
    const org = await seedOrganization(database.db);
    const accounts = await seedAccounts(database.db, org);
    seller = accounts.vendedor.usuarioId;
    // The campaigns and channels, and the customers upgrades and downgrades are of.
    for (const name of ['seedSales', 'seedCustomers']) {
      const seed = AREA_SEEDS.find((s) => s.name === name)!;
      await seed(database.db, { org, accounts, scale: TEST_SEED_SCALE });
    }
    const started = performance.now();
    await seedSalesPipeline(database.db, { org, accounts, scale: 1 });
    seconds = (performance.now() - started) / 1000;
    console.info(`sales pipeline seed, ${DEMO_PIPELINE_LEADS} leads: ${seconds.toFixed(2)} s`);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('writes a year of leads over the providers, each with a valid CPF and a deadline', async () => {
    const [row] = await sqlRows<{ n: number; days: number; providers: number; no_deadline: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct (created_at at time zone 'America/Sao_Paulo')::date)::int as days,
            count(distinct id_empresa)::int as providers, count(*) filter (where prazo is null)::int as no_deadline
          from vendas_lead`,
    );
    expect(row.n).toBe(DEMO_PIPELINE_LEADS);
    expect(row.days).toBeGreaterThanOrEqual(360);
    expect(row.providers).toBe(3);
    expect(row.no_deadline).toBe(0);
    const cpfs = await sqlRows<{ cpf: string }>(database.db, sql`select cpf from vendas_lead where id % 97 = 0`);
    expect(cpfs.every((c) => isValidCpf(c.cpf))).toBe(true);
  });

  it('makes the demo seller (vendedor@) an active seller of Bitcom only, with leads of its own in every status', async () => {
    const sellerOf = await sqlRows<{ empresa: string; ativo: boolean }>(
      database.db,
      sql`select e.nome as empresa, s.ativo from vendas_vendedor s join rh_empresa e on e.id = s.id_empresa
          where s.id_usuario = ${seller}`,
    );
    expect(sellerOf).toEqual([{ empresa: 'Bitcom', ativo: true }]);
    const statuses = await sqlRows<{ status: string }>(
      database.db,
      sql`select distinct status from vendas_lead where id_vendedor = ${seller} order by status`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it('fills every one of the ten lists', async () => {
    const listed = await counts(database.db, {}, new Date());
    for (const list of SALES_LISTS) expect(listed[list], list).toBeGreaterThan(0);
  });

  it('gives each sold lead one sale at its plan values, and each lead of the last 60 days its status changes', async () => {
    const [row] = await sqlRows<{ sold: number; sales: number; wrong: number; without_changes: number }>(
      database.db,
      sql`select (select count(*)::int from vendas_lead where status = 'vendido') as sold,
            (select count(*)::int from vendas_venda) as sales,
            (select count(*)::int from vendas_venda v join vendas_lead l on l.id = v.id_lead
              where v.valor_mensal <> l.valor_venda or l.data_venda is null) as wrong,
            (select count(*)::int from vendas_lead l
              where l.created_at > now() - interval '59 days'
                and not exists (select 1 from vendas_lead_status s where s.id_lead = l.id)) as without_changes`,
    );
    expect(row.sold).toBeGreaterThan(5_000);
    expect(row.sales).toBe(row.sold);
    expect(row.wrong).toBe(0);
    expect(row.without_changes).toBe(0);
  });

  it('puts the leads outside coverage where no coverage area serves them', async () => {
    const [row] = await sqlRows<{ covered: number }>(
      database.db,
      sql`select count(*)::int as covered from vendas_lead l
          where l.motivo = 'sem_cobertura' and exists (
            select 1 from vendas_cobertura c where c.id_empresa = l.id_empresa and (
              (c.cep_inicio is not null and l.cep between c.cep_inicio and c.cep_fim)
              or (c.bairro_chave = vendas_chave(l.bairro) and vendas_chave(c.cidade) = vendas_chave(l.cidade)
                and (c.logradouro_chave is null or c.logradouro_chave = vendas_chave(l.logradouro)))))`,
    );
    expect(row.covered).toBe(0);
  });
});
