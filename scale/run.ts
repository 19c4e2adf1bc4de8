// npm run test:scale — two real server instances behind a real load balancer, checked from outside.
//
// What it proves (docs/deployment.md, "Production: PostgreSQL, several instances"): N instances behind
// a load balancer share one PostgreSQL database and one S3-compatible bucket and keep nothing in memory
// that matters. On this machine it starts its own PostgreSQL database (a new one on 127.0.0.1:5432, or a
// throwaway cluster), an S3-compatible server with one bucket, a stand-in SMS provider that counts what
// it receives, two built instances started exactly as production starts them (scripts/server-command.mjs)
// in the same second on the empty database, and HAProxy in front of them (scale/haproxy.cfg). Then,
// through the balancer or each instance's own port:
//   a. both come up; migrations applied once, demo data seeded once; a restart with SEED_DEMO=1 seeds nothing;
//   b. a token signed in on A works on B; signed out on A, B refuses it within a second;
//   c. notifications sent through A and B alternately reach every event stream exactly once;
//   d. a file uploaded through A is read through B, byte for byte;
//   e. a lead import's progress, asked through the balancer while it reads, never goes backwards;
//   f. a communication shift run on A and B at once sends each SMS once;
//   g. 500 concurrent public roulette spins from 500 addresses: no prize beyond the stock, no 5xx, no
//      429; one address forging X-Forwarded-For is still rate limited;
//   h. kill -9 of an instance under 8 writers loses no acknowledged write, and the survivor goes on;
//   i. kill -9 of the instance sending a shift: the other sends the rest, at most one SMS twice.
// Each check has its time limit; a table of results is printed and the exit code is 1 if any failed.
// `npm run test:scale -- c e` runs a (which starts the instances) and the checks named.
// Everything is stopped and removed at the end, failure or not. Only loopback addresses are used.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startS3Server } from '../apps/server/src/test/s3-server';
import { type Check, CheckFailed, Cluster } from './cluster';
import { ensureHaproxy, startBalancer } from './haproxy';
import { freePort } from './http';
import { ensureBuilt, Instance } from './instances';
import { provisionDatabase } from './postgres';
import { startSmsProvider } from './sms-provider';
import { startupCheck } from './checks/startup';
import { sessionsCheck } from './checks/sessions';
import { notificationsCheck } from './checks/notifications';
import { filesCheck } from './checks/files';
import { leadImportCheck } from './checks/lead-import';
import { shiftCheck } from './checks/shift';
import { rouletteCheck } from './checks/roulette';
import { writerCrashCheck } from './checks/writer-crash';
import { senderCrashCheck } from './checks/sender-crash';

const CHECKS: Check[] = [
  startupCheck,
  sessionsCheck,
  notificationsCheck,
  filesCheck,
  leadImportCheck,
  shiftCheck,
  rouletteCheck,
  writerCrashCheck,
  senderCrashCheck,
];
/** The whole run, set-up and clean-up included, is ended past this. */
const RUN_LIMIT_MS = 8 * 60_000;
const LEASE_SECONDS = 5;

type Row = { check: string; result: 'PASS' | 'FAIL'; figures: string; seconds: number };

const cleanups: { what: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | null = null;
/** Set by a signal: no further check is started. */
let stopping = false;

/** Stops everything started, newest first; each step bounded, its failure reported and passed over. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, run } of cleanups.reverse()) {
      try {
        await Promise.race([
          run(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 15_000).unref()),
        ]);
      } catch (error) {
        console.error(`clean-up: ${what}: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new CheckFailed(`${what}: timed out after ${ms / 1000} s`)), ms)),
    ),
  ]);
}

function printTable(rows: Row[]): void {
  const width = (key: 'check' | 'result') => Math.max(key.length, ...rows.map((r) => r[key].length));
  const [cw, rw] = [width('check'), width('result')];
  const line = (check: string, result: string, seconds: string, figures: string) =>
    `${check.padEnd(cw)}  ${result.padEnd(rw)}  ${seconds.padStart(7)}  ${figures}`;
  console.log(`\n${line('check', 'result', 'seconds', 'figures')}`);
  console.log(line('-'.repeat(cw), '-'.repeat(rw), '-------', '-------'));
  for (const r of rows) console.log(line(r.check, r.result, r.seconds.toFixed(1), r.figures));
}

/** The last warnings and errors of each instance, to go with a failed check. */
function instanceTails(instances: Instance[]): string {
  return instances
    .map((instance) => {
      const lines = instance.output().trim().split('\n').filter(Boolean).slice(-8);
      return lines.length
        ? `  ${instance.name} (last lines):\n${lines.map((l) => `    ${l.slice(0, 400)}`).join('\n')}`
        : '';
    })
    .filter(Boolean)
    .join('\n');
}

async function main(): Promise<number> {
  const runStarted = Date.now();
  console.log(`server: ${ensureBuilt()}`);
  console.log(`balancer: ${ensureHaproxy()}`);
  const folder = mkdtempSync(join(tmpdir(), 'intranet-scale-'));
  cleanups.push({ what: 'temporary folder', run: () => rmSync(folder, { recursive: true, force: true }) });

  const database = await provisionDatabase();
  cleanups.push({ what: 'database', run: () => database.stop() });
  const s3 = await startS3Server({ bucket: 'intranet-scale' });
  cleanups.push({ what: 'S3 server', run: () => s3.stop() });
  const sms = await startSmsProvider();
  cleanups.push({ what: 'SMS provider', run: () => sms.stop() });

  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...s3.env,
    SEED_DEMO: '1',
    // Each check brings its own records; the demo's bulk volumes would only slow the first start.
    DEMO_SCALE: '0.05',
    TRUST_PROXY: '1',
    DISPATCH_ENABLED: '0',
    DISPATCH_LEASE_SECONDS: String(LEASE_SECONDS),
    SMS_API_URL: sms.url,
    // The provider's default pace (10 a second) would make a shift of thousands last minutes.
    SMS_RATE_PER_SECOND: '2000',
    CEP_SERVICE_URL: 'off',
    LOG_LEVEL: 'warn',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const a = new Instance('A', portA, env, folder);
  // SCALE_NODE_B: another Node.js for instance B (CI runs it on Node.js 24 beside the machine's).
  const b = new Instance('B', portB, env, folder, process.env.SCALE_NODE_B || process.execPath);
  cleanups.push({ what: 'instances', run: async () => void (await Promise.all([a.stop(5_000), b.stop(5_000)])) });
  const balancer = await startBalancer(folder, [
    { name: a.name, port: portA },
    { name: b.name, port: portB },
  ]);
  cleanups.push({ what: 'HAProxy', run: () => balancer.stop() });
  console.log(
    `instances: A on Node.js ${process.version}, B on Node.js ${execFileSync(b.node, ['--version']).toString().trim()}`,
  );
  console.log(
    `database: ${database.origin}; bucket ${s3.bucket} at ${s3.endpoint}; balancer ${balancer.url} → A :${portA}, B :${portB}`,
  );

  const cluster = new Cluster(folder, database, s3, sms, balancer, a, b);
  const rows: Row[] = [];
  const only = process.argv.slice(2);
  for (const check of CHECKS.filter((c) => c === startupCheck || !only.length || only.includes(c.id))) {
    if (stopping) break;
    const started = Date.now();
    let row: Row;
    try {
      // Each check after the first (which starts them) begins with both instances up, also after a failed one.
      if (check !== startupCheck) {
        if (!a.running && !b.running) throw new CheckFailed('not run: no instance is running');
        await withTimeout(cluster.bothUp(), 60_000, 'bringing both instances up');
      }
      const figures = await withTimeout(check.run(cluster), check.timeoutMs, check.title);
      row = { check: `${check.id}. ${check.title}`, result: 'PASS', figures, seconds: (Date.now() - started) / 1000 };
    } catch (error) {
      const message = error instanceof CheckFailed ? error.message : ((error as Error).stack ?? String(error));
      row = {
        check: `${check.id}. ${check.title}`,
        result: 'FAIL',
        figures: message.split('\n')[0],
        seconds: (Date.now() - started) / 1000,
      };
      if (!(error instanceof CheckFailed)) console.error(message);
      const tails = instanceTails(cluster.instances);
      if (tails) console.error(tails);
    }
    rows.push(row);
    console.log(`${row.result} ${row.check} (${row.seconds.toFixed(1)} s): ${row.figures}`);
  }

  printTable(rows);
  const failed = rows.filter((r) => r.result === 'FAIL').length;
  console.log(`\n${((Date.now() - runStarted) / 1000).toFixed(0)} s with set-up`);
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    stopping = true;
    void cleanUp().finally(() => process.exit(1));
  });
}
const limit = setTimeout(() => {
  console.error(`the run took more than ${RUN_LIMIT_MS / 60_000} minutes: stopped`);
  void cleanUp().finally(() => process.exit(1));
}, RUN_LIMIT_MS);

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    return 1;
  })
  .then(async (code) => {
    clearTimeout(limit);
    await cleanUp();
    process.exit(code);
  });
