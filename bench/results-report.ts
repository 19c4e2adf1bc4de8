// Results report benchmark on PostgreSQL: a throwaway database on the local server (127.0.0.1:5432,
// trust; BENCH_DATABASE_URL names another server), migrations and the demo seed, then 10 000 result
// rows and 1 000 000 leads, and the latency of each report call through app.inject (median and
// slowest of 10 calls after 2 warm-up calls). Target: 200 ms each. The database is dropped at the end.
// Run: npm run bench:results-report
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/seeds';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/accounts';
import { identidade } from '../apps/server/src/db/schema';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = 10_000;
const LEADS = 1_000_000;
/** Leads outside any result (other channels, no campaign, other weeks): the report must skip them. */
const NOISE = 100_000;
const CAMPAIGNS = 40;
const RUNS = 10;
const TARGET_MS = 200;

const silent = { warn: () => undefined, error: () => undefined };

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const name = `intranet_bench_results_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), silent as never);
  const drop = async () => {
    await database.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  try {
    await run(database, url.toString());
  } finally {
    await drop();
  }
}

async function run(database: Awaited<ReturnType<typeof openPostgres>>, databaseUrl: string) {
  const db = database.db;
  const rows = <T>(q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  await database.migrate();
  await seedDemoData(db);

  // Load: campaigns × providers × Facebook/Google × weeks → 10 000 results; the leads in SQL.
  // The audit trigger of the lead tables is off during the load only (a throwaway database; history
  // rows of a million generated leads would measure the trigger, not the report).
  const loadStarted = performance.now();
  await db.execute(sql`alter table vendas_lead disable trigger vendas_lead_audit`);
  await db.execute(sql`alter table vendas_campanha_resultado disable trigger vendas_campanha_resultado_audit`);
  await db.execute(sql`
    insert into vendas_campanha (nome, bitcom, razao, vetorial)
    select 'Campanha de carga ' || g, true, true, true from generate_series(1, ${CAMPAIGNS}::int) g`);
  const weeks = Math.ceil(RESULTS / (CAMPAIGNS * 3 * 2));
  await db.execute(sql`
    insert into vendas_campanha_resultado (periodo, periodo_inicio, periodo_fim, id_campanha, id_canal, id_empresa, impressoes, cliques, conversas_iniciadas, investimento)
    select to_char(w.d, 'DD') || ' - ' || to_char(w.d + 6, 'DD') || '/' ||
        (array['Jan','Fev','Mar','Abr','Mai','Jun','Jul','Ago','Set','Out','Nov','Dez'])[extract(month from w.d + 6)::int],
      w.d, w.d + 6, c.id, ch.id, e.id,
      (random() * 100000)::int, (random() * 3000)::int, (random() * 60)::int, round((random() * 2000)::numeric, 2)
    from (select id from vendas_campanha where nome like 'Campanha de carga %') c
    cross join (select id from vendas_canal where nome in ('Facebook', 'Google')) ch
    cross join rh_empresa e
    cross join lateral (
      select (date_trunc('week', now() at time zone 'America/Sao_Paulo')::date - 7 * k) as d from generate_series(1, ${weeks}::int) k
    ) w
    order by w.d desc, c.id, ch.id, e.id
    limit ${RESULTS}::int`);
  await db.execute(sql`
    create table bench_resultado as
    select row_number() over (order by id) as n, id_campanha, id_canal, id_empresa, periodo_inicio
    from vendas_campanha_resultado where id_campanha in (select id from vendas_campanha where nome like 'Campanha de carga %')`);
  const [{ total }] = await rows<{ total: number }>(sql`select count(*)::int as total from bench_resultado`);
  for (let from = 0; from < LEADS - NOISE; from += 100_000) {
    await db.execute(sql`
      insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, origem, status, valor_venda, data_venda, created_at, updated_at)
      select 'Lead ' || g, '31999990000', lpad(g::text, 11, '0'), r.id_empresa, r.id_campanha, r.id_canal, 'manual',
        case when v.sold then 'vendido' else 'perdido' end,
        case when v.sold then round((100 + random() * 2300)::numeric, 2) end,
        case when v.sold then r.periodo_inicio + 3 end,
        v.at, v.at
      from generate_series(${from + 1}::int, ${Math.min(from + 100_000, LEADS - NOISE)}::int) g
      join bench_resultado r on r.n = (g % ${total}::int) + 1
      cross join lateral (
        select random() < 0.25 as sold,
          (r.periodo_inicio::timestamp at time zone 'America/Sao_Paulo') + (random() * interval '7 days') as at
        offset 0
      ) v`);
  }
  await db.execute(sql`
    insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, origem, status, created_at, updated_at)
    select 'Ruído ' || g, '31999990000', lpad((${LEADS}::int + g)::text, 11, '0'), e.id,
      case when g % 2 = 0 then null else r.id_campanha end,
      (select id from vendas_canal where nome = 'Instagram'), 'manual', 'perdido', now() - random() * interval '300 days', now()
    from generate_series(1, ${NOISE}::int) g
    join bench_resultado r on r.n = (g % ${total}::int) + 1
    join rh_empresa e on e.id = r.id_empresa`);
  await db.execute(sql`drop table bench_resultado`);
  await db.execute(sql`alter table vendas_lead enable trigger vendas_lead_audit`);
  await db.execute(sql`alter table vendas_campanha_resultado enable trigger vendas_campanha_resultado_audit`);
  // What autovacuum does on a live database: statistics, and the visibility map the index-only scans read.
  await db.execute(sql`vacuum analyze vendas_lead`);
  await db.execute(sql`vacuum analyze vendas_campanha_resultado`);
  const [counts] = await rows<{ results: number; leads: number }>(sql`
    select (select count(*)::int from vendas_campanha_resultado) as results, (select count(*)::int from vendas_lead) as leads`);
  console.log(
    `loaded ${counts.results} results and ${counts.leads} leads in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

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
    databaseUrl,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'marketing')!.email;
    const [identity] = (
      await db
        .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
        .from(identidade)
    ).filter((i) => i.email === email);
    const token = await app.tokens.sign({
      identityId: identity.id,
      email,
      usuarioId: identity.id_usuario,
      roles: await loadUserRoles(db, identity.id_usuario),
    });
    const headers = { authorization: `Bearer ${token}` };
    const [{ campaign }] = await rows<{ campaign: number }>(
      sql`select min(id)::int as campaign from vendas_campanha where nome like 'Campanha de carga %'`,
    );
    const [{ provider }] = await rows<{ provider: number }>(
      sql`select id as provider from rh_empresa where nome = 'Bitcom'`,
    );

    const R = '/v1/leads/relatorio';
    const cases: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { name: 'sintético, geral', method: 'GET', url: `${R}/sintetico` },
      { name: 'sintético, provedor', method: 'GET', url: `${R}/sintetico/${provider}` },
      { name: 'sintético, campanha', method: 'GET', url: `${R}/sintetico?idCampaign=${campaign}` },
      { name: 'semanal consolidado, geral', method: 'GET', url: `${R}/semanal/consolidado/v2` },
      { name: 'semanal consolidado, provedor', method: 'GET', url: `${R}/semanal/consolidado/v2/${provider}` },
      {
        name: 'semanal detalhado Facebook, geral',
        method: 'POST',
        url: `${R}/semanal/detalhado/v2`,
        payload: { canal: 'Facebook' },
      },
      {
        name: 'semanal detalhado Google, provedor',
        method: 'POST',
        url: `${R}/semanal/detalhado/v2/empresa`,
        payload: { canal: 'Google', empresa: provider },
      },
      { name: 'comparativo, geral', method: 'GET', url: `${R}/comparativo` },
      { name: 'comparativo, provedor', method: 'GET', url: `${R}/comparativo/${provider}` },
      { name: 'gráficos, geral', method: 'GET', url: `${R}/graficos` },
      { name: 'gráficos, provedor', method: 'GET', url: `${R}/graficos/${provider}` },
      {
        name: 'resultados de uma campanha',
        method: 'POST',
        url: `${R}/listar/resultado/campanha`,
        payload: { filtro: { id_campanha: { _eq: campaign } } },
      },
    ];

    let slow = false;
    console.log(`\nmedian and slowest of ${RUNS} calls (after 2 warm-up calls), target ≤ ${TARGET_MS} ms`);
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const begin = performance.now();
        const res = await app.inject({ method: c.method, url: c.url, payload: c.payload, headers });
        const took = performance.now() - begin;
        if (res.statusCode !== 200) throw new Error(`${c.name}: HTTP ${res.statusCode} ${res.body}`);
        if (i >= 2) times.push(took);
      }
      times.sort((a, b) => a - b);
      const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
      const worst = times.at(-1)!;
      if (median > TARGET_MS) slow = true;
      console.log(
        `${c.name.padEnd(38)} ${median.toFixed(1).padStart(7)} ms  (slowest ${worst.toFixed(1).padStart(6)} ms)  ${median <= TARGET_MS ? 'ok' : 'SLOW'}`,
      );
    }
    process.exitCode = slow ? 1 : 0;
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
