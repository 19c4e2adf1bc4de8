// Supplies lists benchmark on PostgreSQL: a throwaway database on the local server (127.0.0.1:5432, trust;
// BENCH_DATABASE_URL names another server), migrations and the demo seed, then 100 000 more units and
// 1 000 000 moves over a year (each unit out to a squad, to a customer, back to the squad and the
// warehouse, again and again), with the returns those moves came from. Then each list page through
// app.inject as the superadmin: median and slowest of 10 calls after 2 warm-up calls, first pages and deep
// pages reached by the keyset cursor. Target: 100 ms a page, 200 ms the dashboard (docs/supplies.md). The database is dropped
// at the end. Run: npm run bench:supplies
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
const UNITS = 100_000;
const MOVES_PER_UNIT = 10;
const RUNS = 10;
const TARGET_MS = 100;
/** The dashboard reads the summaries the triggers keep: its target (docs/supplies.md). */
const DASHBOARD_TARGET_MS = 200;

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
  const name = `intranet_bench_supplies_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), silent as never);
  try {
    await run(database);
  } finally {
    await database.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function run(database: Awaited<ReturnType<typeof openPostgres>>) {
  const db = database.db;
  const rows = <T>(q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  await database.migrate();
  await seedDemoData(db);

  // The load skips the row triggers (a throwaway database, written as a restore would): each unit is
  // written where its chain of moves ends, and the chain is consistent by construction.
  const loadStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temporary table bench_unidade on commit drop as
      select g, w.id as almoxarifado, w.id_empresa,
        (select id from suprimentos_local q where q.tipo = 'equipe' and q.id_empresa = w.id_empresa order by id offset g % 2 limit 1) as equipe,
        (select id from suprimentos_produto order by id offset g % 8 limit 1) as produto
      from generate_series(1, ${UNITS}::int) g
      join (select id, id_empresa, row_number() over (order by id) - 1 as k from suprimentos_local where tipo = 'almoxarifado') w
        on w.k = g % 3`);
    await tx.execute(sql`
      create temporary table bench_cliente on commit drop as
      select id, id_empresa, row_number() over (partition by id_empresa order by id) - 1 as k,
        count(*) over (partition by id_empresa) as n
      from suprimentos_local where tipo = 'cliente'`);
    // Step s of unit g: retirada (W→S), instalacao (S→C), recolhimento (C→S), devolucao (S→W), again.
    await tx.execute(sql`
      create temporary table bench_passo on commit drop as
      select u.g, u.id_empresa, s.step, (array['retirada', 'instalacao', 'recolhimento', 'devolucao'])[1 + (s.step - 1) % 4] as tipo,
        case (s.step - 1) % 4 when 0 then u.almoxarifado when 1 then u.equipe when 2 then c.id else u.equipe end as de_local,
        case (s.step - 1) % 4 when 0 then u.equipe when 1 then c.id when 2 then u.equipe else u.almoxarifado end as para_local,
        now() - interval '365 days' + make_interval(days => (s.step - 1) * 36 + (u.g % 30), mins => u.g % 1440) as criado_em
      from bench_unidade u
      cross join generate_series(1, ${MOVES_PER_UNIT}::int) s(step)
      join bench_cliente c on c.id_empresa = u.id_empresa
        and c.k = (u.g + (s.step - 1) / 4) % (select max(n) from bench_cliente x where x.id_empresa = u.id_empresa)`);
    await tx.execute(sql`
      insert into suprimentos_unidade (id_produto, id_empresa, patrimonio, serial, id_local)
      select u.produto, u.id_empresa, 'BEN-' || lpad(u.g::text, 7, '0'), 'BS' || u.g, p.para_local
      from bench_unidade u join bench_passo p on p.g = u.g and p.step = ${MOVES_PER_UNIT}::int`);
    await tx.execute(sql`
      insert into suprimentos_movimento (id_unidade, id_empresa, tipo, de_local, para_local, os, criado_em)
      select x.id, p.id_empresa, p.tipo, p.de_local, p.para_local, 'OS-B' || p.g || '-' || p.step, p.criado_em
      from bench_passo p join suprimentos_unidade x on x.patrimonio = 'BEN-' || lpad(p.g::text, 7, '0')
      order by p.criado_em`);
    await tx.execute(sql`
      insert into suprimentos_retorno (tipo, id_empresa, id_equipe, id_contrato, os, patrimonio, id_movimento, registrado_em)
      select m.tipo, m.id_empresa, coalesce(d.id_equipe, o.id_equipe), o.id_contrato, m.os, u.patrimonio, m.id, m.criado_em
      from suprimentos_movimento m join suprimentos_unidade u on u.id = m.id_unidade
      join suprimentos_local o on o.id = m.de_local join suprimentos_local d on d.id = m.para_local
      where m.tipo in ('recolhimento', 'devolucao') and u.patrimonio like 'BEN-%'`);
  });
  // The load wrote no summary rows (its triggers were off): the dashboard's summaries computed again, as after a restore.
  const summaryStarted = performance.now();
  await db.execute(sql`select suprimentos_painel_recalcula()`);
  const summaryMs = performance.now() - summaryStarted;
  await db.execute(sql`analyze`);
  const [counts] = await rows<{ moves: number; units: number; returns: number }>(sql`
    select (select count(*)::int from suprimentos_movimento) as moves, (select count(*)::int from suprimentos_unidade) as units,
      (select count(*)::int from suprimentos_retorno) as returns`);
  console.log(
    `loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s: ${counts.moves} moves, ${counts.units} units, ${counts.returns} returns`,
  );
  console.log(`dashboard summaries computed from every unit and move in ${(summaryMs / 1000).toFixed(1)} s`);

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
  try {
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'admin')!.email;
    const [identity] = (
      await db
        .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
        .from(identidade)
    ).filter((i) => i.email === email);
    const roles = await loadUserRoles(db, identity.id_usuario);
    const token = await app.tokens.sign({ identityId: identity.id, email, usuarioId: identity.id_usuario, roles });
    const headers = { authorization: `Bearer ${token}` };
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      return JSON.parse(res.body) as { proximo?: string | null };
    };
    /** The URL of page `n` of a list, following the keyset cursor from its first page. */
    const deep = async (url: string, n: number) => {
      let cursor: string | null | undefined;
      for (let i = 1; i < n; i++) {
        cursor = (await get(cursor ? `${url}&antes_de=${encodeURIComponent(cursor)}` : url)).proximo;
        if (!cursor) break;
      }
      return cursor ? `${url}&antes_de=${encodeURIComponent(cursor)}` : url;
    };
    const [squad] = await rows<{ id: number; id_equipe: number; id_empresa: number }>(
      sql`select id, id_equipe, id_empresa from suprimentos_local where tipo = 'equipe' order by id limit 1`,
    );
    const [warehouse] = await rows<{ id: number }>(
      sql`select id from suprimentos_local where tipo = 'almoxarifado' order by id limit 1`,
    );
    const [{ id: product }] = await rows<{ id: number }>(sql`select id from suprimentos_produto order by id limit 1`);
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const M = '/v1/suprimentos/movimentos?limit=20';
    const R = '/v1/suprimentos/retornos?limit=20';
    const U = '/v1/suprimentos/unidades?limit=20';
    const cases: { name: string; url: string }[] = [
      { name: 'moves, first page', url: M },
      { name: 'moves, page 50 (keyset)', url: await deep(M, 50) },
      { name: 'moves, removals', url: `${M}&tipo=retirada` },
      { name: 'moves, provider + installations', url: `${M}&tipo=instalacao&empresa=${squad.id_empresa}` },
      { name: 'moves, one squad (from or to)', url: `${M}&local=${squad.id}` },
      { name: 'moves, one squad, page 20', url: await deep(`${M}&local=${squad.id}`, 20) },
      { name: 'moves, one tag', url: `${M}&patrimonio=BEN-0004242` },
      { name: 'moves, a month 6 months ago', url: `${M}&de=${day(200)}&ate=${day(170)}` },
      { name: 'moves, recycling', url: `${M}&tipo=reciclagem` },
      { name: 'returns, recolhimentos', url: `${R}&tipo=recolhimento` },
      { name: 'returns, devoluções, page 50', url: await deep(`${R}&tipo=devolucao`, 50) },
      { name: 'returns, alternative', url: `${R}&tipo=recolhimento&alternativo=true` },
      { name: 'returns, one squad', url: `${R}&tipo=devolucao&equipe=${squad.id_equipe}` },
      { name: 'units, one warehouse', url: `${U}&local=${warehouse.id}` },
      { name: 'units, at customers', url: `${U}&tipo_local=cliente` },
      { name: 'units, one product, page 30', url: await deep(`${U}&produto=${product}`, 30) },
      { name: 'squad inventory', url: `/v1/company/inventario?id_equipe=${squad.id_equipe}` },
      { name: 'values per place (not a list)', url: '/v1/suprimentos/valores' },
      { name: 'dashboard', url: '/v1/suprimentos/painel' },
    ];
    let slow = false;
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        await get(c.url);
        const took = performance.now() - started;
        if (i >= 2) times.push(took);
      }
      times.sort((a, b) => a - b);
      const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
      const target = c.name.includes('not a list') ? null : c.name === 'dashboard' ? DASHBOARD_TARGET_MS : TARGET_MS;
      if (target !== null && median > target) slow = true;
      console.log(
        `${c.name.padEnd(38)} ${median.toFixed(1).padStart(7)} ms  (slowest ${times.at(-1)!.toFixed(1).padStart(7)} ms)  ${target === null ? '' : median <= target ? 'ok' : 'SLOW'}`,
      );
    }
    // Writes with the summaries' triggers: removals of 20 units each, warehouse → squad, through the API.
    const [squadOfWarehouse] = await rows<{ id_equipe: number }>(
      sql`select id_equipe from suprimentos_local where tipo = 'equipe' and id_empresa =
            (select id_empresa from suprimentos_local where id = ${warehouse.id}) order by id limit 1`,
    );
    const stock = await rows<{ patrimonio: string }>(
      sql`select patrimonio from suprimentos_unidade where id_local = ${warehouse.id} order by id limit ${RUNS * 20}`,
    );
    const writes: number[] = [];
    for (let i = 0; i + 20 <= stock.length; i += 20) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/suprimentos/movimentos',
        headers,
        payload: {
          tipo: 'retirada',
          origem: warehouse.id,
          id_equipe: squadOfWarehouse.id_equipe,
          patrimonios: stock.slice(i, i + 20).map((u) => u.patrimonio),
        },
      });
      if (res.statusCode !== 200) throw new Error(`removal → ${res.statusCode} ${res.body}`);
      writes.push(performance.now() - started);
    }
    writes.sort((a, b) => a - b);
    if (writes.length)
      console.log(
        `${'removal of 20 units (write)'.padEnd(38)} ${writes[Math.floor(writes.length / 2)].toFixed(1).padStart(7)} ms  (slowest ${writes.at(-1)!.toFixed(1).padStart(7)} ms)`,
      );
    process.exitCode = slow ? 1 : 0;
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
