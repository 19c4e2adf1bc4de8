// Following a tracking link: `GET /t/{codigo}` answered by the app (no session, the target kept in
// memory, one INSERT for the click, 302 to the destination), driven by autocannon (in a worker
// thread) at 50 connections for 10 s after a short warm-up, with a phone browser's user agent.
// Runs on PostgreSQL at 127.0.0.1:5432 (a scratch database, dropped at the end) and on PGlite.
// Prints redirects per second, p99 latency and CPU per redirect, and checks every answer was a 302
// and every redirect left its click. Goal: at least 2,000 redirects/s on PostgreSQL.
// Run: npm run bench:tracking-redirect [-- --pg | --pglite]
// Env: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { openSync, writeSync } from 'node:fs';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import {
  empresa,
  vendasCampanha,
  vendasCanal,
  vendasTrackingClique,
  vendasTrackingUrl,
} from '../apps/server/src/db/schema';
import { loggerOptions } from '../apps/server/src/platform/auth/log-redaction';
import { seedDemoData } from '../apps/server/src/seeds';
import { testConfig } from '../apps/server/src/test/test-app';
import { onEachDatabase, type Scratch } from './support/scratch-databases';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 3;
const GOAL = 2_000;
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

type Target = Scratch;

type Load = {
  redirectsPerSecond: number;
  p99: number;
  total: number;
  redirects: number;
  others: number;
  errors: number;
  cpuPerRedirect: number;
};

async function drive(port: number, path: string, duration: number): Promise<Load> {
  const cpu = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { 'user-agent': USER_AGENT },
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
  const used = process.cpuUsage(cpu);
  const redirects = result['3xx'];
  return {
    redirectsPerSecond: redirects / duration,
    p99: result.latency.p99,
    total: result.requests.total,
    redirects,
    others: result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
    errors: result.errors + result.timeouts,
    cpuPerRedirect: (used.user + used.system) / Math.max(1, redirects),
  };
}

async function run(target: Target): Promise<Load> {
  const { database } = target;
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  const [bitcom] = await db.select().from(empresa).where(eq(empresa.nome, 'Bitcom'));
  const [campaign] = await db.select().from(vendasCampanha).where(eq(vendasCampanha.nome, 'Black Friday Fibra'));
  const [channel] = await db.select().from(vendasCanal).where(eq(vendasCanal.nome, 'Facebook'));

  // The production logger (level info), each line written at once, to /dev/null.
  const config: Config = { ...testConfig(), testing: false, logLevel: 'info' };
  const devNull = openSync('/dev/null', 'w');
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel, { write: (line) => void writeSync(devNull, line) }),
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'marketing@demo.intranet', password: 'Demo#2026' },
    });
    const { idToken } = login.json() as { idToken?: string };
    if (!idToken) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const created = await app.inject({
      method: 'POST',
      url: '/v1/vendas/tracking/url',
      headers: { authorization: `Bearer ${idToken}`, 'x-role': 'marketing:gestor' },
      payload: { params: { chn: channel.id, cmp: campaign.id, dst: null }, id_empresa: bitcom.id },
    });
    const link = (created.json() as { insert_vendas_tracking_url_one?: { id: number; codigo: string } })
      .insert_vendas_tracking_url_one;
    if (!link) throw new Error(`the link was not generated: ${created.statusCode} ${created.body}`);
    const path = `/t/${link.codigo}`;
    const check = await app.inject({ method: 'GET', url: path, headers: { 'user-agent': USER_AGENT } });
    if (check.statusCode !== 302) throw new Error(`${path} answered ${check.statusCode}`);

    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    await drive(address.port, path, WARMUP);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await db.$count(vendasTrackingClique, eq(vendasTrackingClique.id_link, link.id));
    const load = await drive(address.port, path, DURATION);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recorded = (await db.$count(vendasTrackingClique, eq(vendasTrackingClique.id_link, link.id))) - before;
    // Requests still in flight when the load stops were recorded but not counted: at most one per connection.
    if (recorded < load.redirects || recorded > load.redirects + CONNECTIONS)
      throw new Error(`${load.redirects} redirects but ${recorded} clicks recorded`);
    const [{ url }] = await db
      .select({ url: vendasTrackingUrl.url })
      .from(vendasTrackingUrl)
      .where(eq(vendasTrackingUrl.id, link.id));
    console.log(
      `${target.label}: GET ${new URL(url).pathname} → ${check.headers.location}, c=${CONNECTIONS}, ${DURATION} s after ${WARMUP} s warm-up`,
    );
    return load;
  } finally {
    await app.close();
  }
}

function print(label: string, load: Load): void {
  const failures = load.errors || load.others ? `  (${load.errors} errors, ${load.others} other answers)` : '';
  console.log(
    `${label.padEnd(10)} ${load.redirectsPerSecond.toFixed(0).padStart(6)} redirects/s  p99 ${String(load.p99).padStart(4)} ms  cpu ${load.cpuPerRedirect.toFixed(0).padStart(4)} µs/redirect  ${load.redirects} clicks recorded${failures}`,
  );
}

async function main() {
  const results = await onEachDatabase(run);
  console.log('');
  for (const [label, load] of results) print(label, load);
  const onPostgres = results.find(([label]) => label === 'PostgreSQL')?.[1];
  if (onPostgres) {
    const met = onPostgres.redirectsPerSecond >= GOAL;
    console.log(`\nPostgreSQL goal ≥ ${GOAL} redirects/s: ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
