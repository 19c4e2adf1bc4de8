// The shift's own process of the communication shift benchmark (bench/communication-shift.ts bundles
// it and runs it with plain node and the server's flags, as the built server runs): opens the filled database, runs the
// morning slot through the outbox and prints its figures as one JSON line.
// Arguments: <data folder or database URL> <day yyyy-mm-dd> [--trace]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { slotOf } from '@intranet/shared/communication-dispatch/shift-clock';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/db/sql';
import { outboxChannel } from '../apps/server/src/modules/communication-dispatch/channels/outbox-channel';
import { Dispatcher, planBatchFor } from '../apps/server/src/modules/communication-dispatch/dispatcher';

const log = { info: () => undefined, warn: () => undefined, error: (o: object, m?: string) => console.error(m, o) };
const TRACE = process.argv.includes('--trace');

/** --trace: time of each kind of statement (the first 70 characters), to find what a change costs. */
function trace(database: Database): Map<string, [number, number, number]> {
  const stats = new Map<string, [number, number, number]>();
  const db = database.db as unknown as {
    execute: (q: unknown) => Promise<unknown>;
    dialect: { sqlToQuery: (q: unknown) => { sql: string } };
  };
  const execute = db.execute.bind(db);
  db.execute = async (q: unknown) => {
    const key = db.dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').slice(0, 70);
    const started = performance.now();
    try {
      return await execute(q);
    } finally {
      const ms = performance.now() - started;
      const entry = stats.get(key) ?? [0, 0, 0];
      stats.set(key, [entry[0] + ms, entry[1] + 1, Math.max(entry[2], ms)]);
    }
  };
  return stats;
}

export type Figures = {
  target: string;
  baseRssMb: number;
  planned: number;
  sent: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  loopP99Ms: number;
};

async function shift(target: string, database: Database, day: string): Promise<Figures> {
  const db = database.db;
  const dispatcher = new Dispatcher({
    db,
    log,
    leaseSeconds: 300,
    planBatch: planBatchFor(database.kind),
    now: () => new Date(`${day}T12:00:00Z`),
    channels: {
      email: outboxChannel(db, 'email'),
      whatsapp: outboxChannel(db, 'whatsapp'),
      sms: outboxChannel(db, 'sms'),
    },
  });
  const baseRssMb = process.memoryUsage.rss() / 2 ** 20;
  const slowest = TRACE ? trace(database) : null;
  const cpu = process.cpuUsage();
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const run = await dispatcher.runSlot(slotOf(day, 'M'));
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  if (slowest)
    for (const [statement, [ms, count, max]] of [...slowest].sort((a, b) => b[1][0] - a[1][0]).slice(0, 8))
      console.log(
        `  ${ms.toFixed(0).padStart(6)} ms in ${String(count).padStart(4)} calls, slowest ${max.toFixed(0).padStart(4)} ms: ${statement}`,
      );
  const [{ n }] = await sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox_mensagem`);
  if (n !== run.enviadas) throw new Error(`outbox holds ${n} messages, ${run.enviadas} sent`);
  return {
    target,
    baseRssMb,
    planned: run.planejadas,
    sent: run.enviadas,
    seconds,
    cpuSeconds,
    peakRssMb: peak / 2 ** 20,
    loopP99Ms: loop.percentile(99) / 1e6,
  };
}

const [location, day] = process.argv.slice(2);
const database = await (location.startsWith('postgres') ? openPostgres(location, log as never) : openPglite(location));
const figures = await shift(location.startsWith('postgres') ? 'PostgreSQL' : 'PGlite', database, day);
await database.close();
console.log(JSON.stringify(figures));
