// Sales reports benchmark: 1 000 000 leads on a throwaway PostgreSQL database (when the local server
// answers; BENCH_PG_URL names another) and 100 000 on an in-memory PGlite, generated with set-based SQL
// over the last year (providers, campaigns, channels, kinds, statuses, sellers, cities down to the
// street, feasibility, birth dates, a sale for the sold ones, campaign results for the investment),
// after the migrations and the demo seed. Then every report call through app.inject as a sales manager,
// with the default filter (the last 30 days) and with a provider and the last 90 days: median and 95th
// percentile of 15 runs after 3 warm-up runs. Targets: 200 ms on PostgreSQL, 1 s on PGlite.
// Run: npm run bench:sales-reports   (--pg or --pglite for one of them; SALES_BENCH_PG_LEADS and
// SALES_BENCH_PGLITE_LEADS change the volumes, SALES_BENCH_URL=<database> reuses a loaded PostgreSQL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Endpoint, fillPath } from '@intranet/shared/api/endpoint';
import { addDays, today } from '@intranet/shared/calendar/days';
import {
  SALES_REPORTS_API as API,
  SALES_REPORT_CALLS as CALLS,
} from '@intranet/shared/sales-reports/sales-reports.contract';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { type Database, openPostgres } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/accounts';
import { identidade } from '../apps/server/src/db/schema';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';
import { seedDemoData } from '../apps/server/src/seeds';
import { type Scratch, onEachDatabase } from './support/scratch-databases';

const LEADS: Record<string, number> = {
  PostgreSQL: Number(process.env.SALES_BENCH_PG_LEADS ?? 1_000_000),
  PGlite: Number(process.env.SALES_BENCH_PGLITE_LEADS ?? 100_000),
};
const TARGET_MS: Record<string, number> = { PostgreSQL: 200, PGlite: 1_000 };
const BATCH = 100_000;
const WARM_UP = 3;
const RUNS = 15;

const rows = async <T>(database: Database, q: ReturnType<typeof sql>) =>
  (await database.db.execute(q)) as unknown as { rows: T[] };

/** The load: leads over the last 365 days with set-based SQL, their sales, and weekly campaign results. */
async function load(database: Database, leads: number) {
  const db = database.db;
  await db.execute(sql`alter table vendas_lead disable trigger user`);
  await db.execute(sql`alter table vendas_venda disable trigger user`);
  await db.execute(sql`alter table vendas_campanha_resultado disable trigger user`);
  await db.execute(sql`
    insert into vendas_campanha (nome, bitcom, razao, vetorial)
    select 'Campanha de carga ' || g, true, true, true from generate_series(1, 40) g`);
  await db.execute(sql`create temporary table carga_ref as
    select (select array_agg(id order by id) from rh_empresa) as empresas,
      (select array_agg(id order by id) from vendas_campanha) as campanhas,
      (select array_agg(id order by id) from vendas_canal) as canais,
      (select array_agg(id order by id) from (select id from rh_usuario order by id limit 60) u) as vendedores`);
  for (let from = 0; from < leads; from += BATCH) {
    const to = Math.min(from + BATCH, leads);
    await db.execute(sql`
      insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, origem, status, valor_venda, data_venda,
        created_at, updated_at, tipo, id_vendedor, primeiro_contato_em, cidade, uf, bairro, logradouro, viabilidade, data_nascimento, motivo)
      select 'Lead de carga ' || g, '3199999' || lpad((g % 10000)::text, 4, '0'), lpad((70000000000 + g)::text, 11, '0'),
        r.empresas[1 + g % array_length(r.empresas, 1)],
        case when g % 9 = 0 then null else r.campanhas[1 + (g / 7) % array_length(r.campanhas, 1)] end,
        r.canais[1 + (g / 3) % array_length(r.canais, 1)],
        (array['link', 'importacao', 'roleta', 'manual'])[1 + g % 4],
        x.status,
        case when x.status = 'vendido' then 79.9 + (g % 5) * 20 end,
        case when x.status = 'vendido' then (x.at at time zone 'America/Sao_Paulo')::date + 2 end,
        x.at, x.at,
        (array['novo', 'novo', 'novo', 'upgrade', 'downgrade'])[1 + g % 5],
        case when g % 13 = 0 then null else r.vendedores[1 + g % array_length(r.vendedores, 1)] end,
        case when g % 6 <> 0 then x.at + (g % 50) * interval '17 minutes' end,
        (array['Uberlândia', 'Uberaba', 'Belo Horizonte', 'Contagem', 'Cuiabá', 'Várzea Grande', 'Sinop', 'Araguari', 'Patos de Minas', 'Rondonópolis'])[1 + g % 10],
        (array['MG', 'MG', 'MG', 'MG', 'MT', 'MT', 'MT', 'MG', 'MG', 'MT'])[1 + g % 10],
        'Bairro ' || (g / 10) % 40,
        'Rua ' || (g / 400) % 120,
        case when g % 17 = 0 then 'sem_cobertura' when g % 41 = 0 then 'inviavel' else 'viavel' end,
        case when g % 5 = 0 then null else date '1950-01-01' + (g * 37) % 20000 end,
        case when x.status = 'perdido' and g % 17 = 0 then 'sem_cobertura' when x.status = 'perdido' and g % 41 = 0 then 'inviavel' end
      from generate_series(${from + 1}::int, ${to}::int) g
      cross join carga_ref r
      cross join lateral (
        select case when g % 17 = 0 or g % 41 = 0 then 'perdido'
                    else (array['vendido', 'perdido', 'em_contato', 'vendido', 'perdido', 'proposta', 'vendido', 'perdido'])[1 + g % 8] end as status,
          now() - ((g::float8 / ${leads}::float8) * interval '365 days') as at
        offset 0
      ) x`);
  }
  await db.execute(sql`
    insert into vendas_venda (id_lead, sistema, plano_nome, valor_mensal, vendida_em, status)
    select l.id, l.id_empresa, (array['Fibra 300', 'Fibra 500', 'Fibra 700', 'Fibra 1 Giga'])[1 + l.id % 4], l.valor_venda,
      l.created_at + interval '2 days', 'pendente'
    from vendas_lead l where l.status = 'vendido' and l.nome like 'Lead de carga %'`);
  await db.execute(sql`
    insert into vendas_campanha_resultado (periodo, periodo_inicio, periodo_fim, id_campanha, id_canal, id_empresa, investimento)
    select 'carga', w.d, w.d + 6, c, ch, e, round((random() * 2000)::numeric, 2)
    from carga_ref r
    cross join lateral unnest(r.campanhas[1:10]) c
    cross join lateral unnest(r.canais[1:2]) ch
    cross join lateral unnest(r.empresas) e
    cross join lateral (select (date_trunc('week', now())::date - 7 * k) as d from generate_series(0, 52) k) w`);
  await db.execute(sql`drop table carga_ref`);
  await db.execute(sql`alter table vendas_lead enable trigger user`);
  await db.execute(sql`alter table vendas_venda enable trigger user`);
  await db.execute(sql`alter table vendas_campanha_resultado enable trigger user`);
  await db.execute(sql`vacuum analyze vendas_lead`);
  await db.execute(sql`vacuum analyze vendas_venda`);
  await db.execute(sql`vacuum analyze vendas_campanha_resultado`);
}

async function appOn(database: Database) {
  const config: Config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'intranet-bench-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
    }),
    port: 0,
    host: '127.0.0.1',
    webDist: null,
    logLevel: 'silent',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'marketing')!.email;
  const [identity] = (
    await database.db
      .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
      .from(identidade)
  ).filter((i) => i.email === email);
  const roles = await loadUserRoles(database.db, identity.id_usuario);
  const token = await app.tokens.sign({ identityId: identity.id, email, usuarioId: identity.id_usuario, roles });
  return { app, headers: { authorization: `Bearer ${token}` } };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(target: Scratch) {
  const database = target.database;
  const leads = LEADS[target.label];
  const target_ms = TARGET_MS[target.label];
  await database.migrate();
  const { rows: before } = await rows<{ n: number }>(database, sql`select count(*)::int as n from vendas_lead`);
  let started = performance.now();
  // A database kept between runs (SALES_BENCH_URL) is loaded once.
  if (before[0].n < leads) {
    await seedDemoData(database.db);
    console.log(`\n== ${target.label}: demo seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await load(database, leads);
  }
  const { rows: counted } = await rows<{ n: number }>(database, sql`select count(*)::int as n from vendas_lead`);
  console.log(
    `loaded ${leads.toLocaleString('pt-BR')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (${counted[0].n} in the table)`,
  );
  const { app, headers } = await appOn(database);
  const { rows: ids } = await rows<{ id_campanha: number; id_canal: number; id_empresa: number }>(
    database,
    sql`select id_campanha, id_canal, id_empresa from vendas_lead where nome like 'Lead de carga %' and id_campanha is not null
      and created_at > now() - interval '20 days' limit 1`,
  );
  const provider = ids[0].id_empresa;
  const ref = today();
  const filters: [string, Record<string, string | number>][] = [
    ['last 30 days', {}],
    ['provider, 90 days', { id_empresa: provider, de: addDays(ref, -89), ate: ref }],
  ];
  const calls: [string, Endpoint, Record<string, number>?][] = [
    ...Object.entries(CALLS).map(([key, c]): [string, Endpoint] => [key, c.page]),
    ['campaigns export', CALLS.campaigns.all],
    ['dashboard', API.dashboard],
    ['details-campaign', API.campaignDetails, ids[0]],
    ['details-campaign leads', API.campaignLeads, ids[0]],
  ];
  console.log(`\n${'call'.padEnd(26)} ${'filter'.padEnd(18)} ${'median'.padStart(10)} ${'p95'.padStart(10)}  groups`);
  let over = 0;
  for (const [name, endpoint, params] of calls) {
    for (const [label, filter] of filters) {
      const query = { ...filter };
      if (name === 'cityDetails' || name === 'withoutCoverageDetails' || name === 'unfeasibilityDetails')
        Object.assign(query, { cidade: 'Uberlândia' });
      if (name === 'sellersDetails') Object.assign(query, { id_vendedor: 1 });
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      const url = `${fillPath(endpoint.path, params)}?${qs}`;
      const times: number[] = [];
      let summary = '';
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (i >= WARM_UP) times.push(elapsed);
        const body = res.json() as { total?: number; soma?: { leads: number }; atual?: { leads: number } };
        summary = `${body.total ?? '-'} (${(body.soma ?? body.atual)?.leads ?? '-'} leads)`;
      }
      times.sort((a, b) => a - b);
      const median = quantile(times, 0.5);
      const p95 = quantile(times, 0.95);
      if (median > target_ms) over++;
      console.log(
        `${name.padEnd(26)} ${label.padEnd(18)} ${`${median.toFixed(1)} ms`.padStart(10)} ${`${p95.toFixed(1)} ms`.padStart(10)}  ${summary}${median > target_ms ? '  (over the target)' : ''}`,
      );
    }
  }
  console.log(`${target.label}: target under ${target_ms} ms each (median); ${over} over it`);
  await app.close();
}

const kept = process.env.SALES_BENCH_URL;
if (kept) {
  const database = await openPostgres(kept, { warn: () => undefined, error: () => undefined } as never);
  try {
    await measure({ label: 'PostgreSQL', database, cleanup: async () => undefined });
  } finally {
    await database.close();
  }
} else await onEachDatabase(measure);
