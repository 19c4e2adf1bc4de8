// Overhead of a list call: `POST /v1/vendas/campanha` (20 rows, signed in as the marketing demo
// account acting as marketing:gestor) served by the app, against a bare Fastify route that runs the
// same SELECT through its own pool. Both listen on loopback ports of this process and are driven in
// turn by autocannon (in a worker thread) at 50 connections for 10 s after a short warm-up.
// PostgreSQL on 127.0.0.1:5432 when it answers (a scratch database, dropped at the end), else PGlite.
// Run: npm run bench:list-overhead [-- --pglite]
// Env: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3: the two alternate, each round's
// figures are printed and the median round of each side is shown; the last line is the median of the
// rounds' ratios, the figure to compare: each ratio pairs two runs next to each other in time, which
// evens out a machine busy with other work, as throughput alone does not),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ONLY=app to drive only the app
// (for a profile: node --cpu-prof --import tsx bench/list-overhead.ts).
import { openSync, writeSync } from 'node:fs';
import autocannon from 'autocannon';
import { desc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { vendasCampanha } from '../apps/server/src/db/schema';
import { loggerOptions } from '../apps/server/src/platform/auth/log-redaction';
import { seedDemoData } from '../apps/server/src/seeds';
import { testConfig } from '../apps/server/src/test/test-app';
import {
  openMemoryPglite as openMemoryDatabase,
  openScratchPostgres as openScratchDatabase,
  postgresAnswers,
} from './support/scratch-databases';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ONLY_APP = process.env.BENCH_ONLY === 'app';
const WARMUP = 3;
const ROWS = 20;
const PATH = '/v1/vendas/campanha';
const ACCOUNT = { email: 'marketing@demo.intranet', password: 'Demo#2026', role: 'marketing:gestor' };

type Target = { database: Database; bare: (sql: string) => Promise<unknown[]>; cleanup: () => Promise<void> };

/** A scratch database on the PostgreSQL server; the bare route has a pool of its own, as large as the app's. */
async function openScratchPostgres(): Promise<Target> {
  const scratch = await openScratchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // pool.end() resolves before its sockets are closed; the drop then cuts them, which is expected.
  pool.on('error', () => undefined);
  return {
    database: scratch.database,
    bare: async (sql) => (await pool.query(sql)).rows,
    cleanup: async () => {
      await pool.end();
      await scratch.cleanup();
    },
  };
}

/** An in-memory PGlite; it has a single connection, so the bare route queries the same one. */
async function openMemoryPglite(): Promise<Target> {
  const { database, cleanup } = await openMemoryDatabase();
  return {
    database,
    bare: async (sql) => ((await database.db.execute(sql)) as unknown as { rows: unknown[] }).rows,
    cleanup,
  };
}

/** The bare baseline: one route, the same SELECT, the answer under the same key, no hooks, no logger. */
async function startBare(run: (sql: string) => Promise<unknown[]>, sql: string): Promise<FastifyInstance> {
  const bare = Fastify();
  bare.post(PATH, async () => ({ vendas_campanha: await run(sql) }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** `cpuPerRequest`: µs of CPU this process (the server and the load generator's thread) spent per answer, which other work on the machine hardly moves. */
type Load = { requestsPerSecond: number; p99: number; cpuPerRequest: number; errors: number; non2xx: number };

async function drive(port: number, headers: Record<string, string>, duration: number): Promise<Load> {
  const cpu = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
  const used = process.cpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: (used.user + used.system) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function print(label: string, load: Load): void {
  const failures = load.errors || load.non2xx ? `  (${load.errors} errors, ${load.non2xx} non-2xx)` : '';
  const cpu = `cpu ${load.cpuPerRequest.toFixed(0).padStart(4)} µs/req`;
  console.log(
    `${label.padEnd(6)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${String(load.p99).padStart(4)} ms  ${cpu}${failures}`,
  );
}

const median = (loads: Load[]) =>
  [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((loads.length - 1) / 2)];

async function main() {
  const usePostgres = !process.argv.includes('--pglite') && (await postgresAnswers());
  const target = usePostgres ? await openScratchPostgres() : await openMemoryPglite();
  const apps: FastifyInstance[] = [];
  try {
    const { database } = target;
    await database.migrate();
    // The measured list is the campaigns', topped up below: the demo's bulk volumes only slow the start.
    await seedDemoData(database.db, { scale: 0.01 });
    const seeded = await database.db.$count(vendasCampanha);
    if (seeded < ROWS) {
      await database.db.insert(vendasCampanha).values(
        Array.from({ length: ROWS - seeded }, (_, i) => ({
          nome: `Campanha de carga ${i + 1}`,
          bitcom: i % 2 === 0,
          razao: i % 3 === 0,
        })),
      );
    }
    // The list query exactly as the app sends it.
    const select = database.db
      .select()
      .from(vendasCampanha)
      .orderBy(desc(vendasCampanha.created_at), desc(vendasCampanha.id))
      .toSQL().sql;

    // The production logger (level info), each line written at once as pino writes to stdout, but to
    // /dev/null rather than this terminal.
    const config: Config = { ...testConfig(), testing: false, logLevel: 'info' };
    const devNull = openSync('/dev/null', 'w');
    const app = await buildApp({
      config,
      database,
      logger: loggerOptions(config.logLevel, { write: (line) => void writeSync(devNull, line) }),
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: ACCOUNT.email, password: ACCOUNT.password },
    });
    const { idToken } = login.json() as { idToken?: string };
    if (!idToken) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${idToken}`, 'x-role': ACCOUNT.role };
    const check = await app.inject({ method: 'POST', url: PATH, headers, payload: {} });
    const rows = (check.json() as { vendas_campanha?: unknown[] }).vendas_campanha?.length;
    if (check.statusCode !== 200 || rows !== ROWS)
      throw new Error(`list answered ${check.statusCode} with ${rows} rows`);

    const bare = await startBare(target.bare, select);
    apps.push(bare);

    console.log(
      `${usePostgres ? 'PostgreSQL' : 'PGlite'}: POST ${PATH}, ${ROWS} rows, c=${CONNECTIONS}, ${DURATION} s after ${WARMUP} s warm-up`,
    );
    const runs = { app: [] as Load[], bare: [] as Load[] };
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await drive(portOf(app), headers, WARMUP);
      runs.app.push(await drive(portOf(app), headers, DURATION));
      if (ONLY_APP) continue;
      await drive(portOf(bare), {}, WARMUP);
      runs.bare.push(await drive(portOf(bare), {}, DURATION));
      const [ours, base] = [runs.app.at(-1)!, runs.bare.at(-1)!];
      ratios.push(ours.requestsPerSecond / base.requestsPerSecond);
      const p99s = `p99 ${ours.p99} / ${base.p99} ms`;
      const cpu = `cpu ${ours.cpuPerRequest.toFixed(0)} / ${base.cpuPerRequest.toFixed(0)} µs/req`;
      console.log(
        `round ${round}: app ${ours.requestsPerSecond.toFixed(0)} req/s, bare ${base.requestsPerSecond.toFixed(0)} req/s, ${p99s}, ${cpu}, ratio ${ratios.at(-1)!.toFixed(2)}`,
      );
    }
    const ours = median(runs.app);
    print('app', ours);
    if (ONLY_APP) return;
    const base = median(runs.bare);
    print('bare', base);
    // Last, so that a script can read it; a figure to read, not a pass or fail.
    console.log(
      `ratio (median of ${ROUNDS}): ${[...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)].toFixed(2)}`,
    );
  } finally {
    for (const app of apps) await app.close();
    await target.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
