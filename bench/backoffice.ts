// The backoffice at the demo's scale: the whole demo seeded on an in-memory PGlite (scale 1), the
// backoffice's own seed timed apart, then its lists and the customer page read as the screens read
// them (median of 5). Prints figures only.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import type { ModuleSeed } from '../apps/server/src/db/seed/seed-context';
import { sqlRows } from '../apps/server/src/db/sql';
import { seedBackoffice } from '../apps/server/src/modules/backoffice/backoffice.seed';
import { customerDetails } from '../apps/server/src/modules/backoffice/backoffice.customer';
import * as repo from '../apps/server/src/modules/backoffice/backoffice.repository';
import { AREA_SEEDS } from '../apps/server/src/seeds';

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2];
}

const database = await openPglite(undefined);
await database.migrate();
const db = database.db;
let seedMs = 0;
const statements: number[] = [];
const timed: ModuleSeed = async (d, ctx) => {
  // Each statement of the seed timed, in order.
  const traced = new Proxy(d, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<typeof d.execute>) => {
        const at = performance.now();
        const result = await target.execute(...args);
        statements.push(Math.round(performance.now() - at));
        return result;
      };
    },
  });
  const start = performance.now();
  await seedBackoffice(traced, ctx);
  seedMs = performance.now() - start;
};
await seedDemo(
  db,
  AREA_SEEDS.map((s) => (s === seedBackoffice ? timed : s)),
);
const counts = await sqlRows<Record<string, number>>(
  db,
  sql`select (select count(*)::int from vendas_venda) as vendas, (select count(*)::int from backoffice_qualificacao) as qualificacoes,
    (select count(*)::int from backoffice_problema) as problemas, (select count(*)::int from backoffice_estorno) as estornos`,
);
const byStatus = await sqlRows<{ status: string; n: number }>(
  db,
  sql`select status, count(*)::int as n from vendas_venda group by status order by status`,
);
console.log(`backoffice seed (scale 1, PGlite): ${seedMs.toFixed(0)} ms`, counts[0]);
console.log('seed statements (ms):', statements.join(' '));
console.log('sales per status:', Object.fromEntries(byStatus.map((r) => [r.status, r.n])));

const page = { offset: 0, limit: 20 };
const [{ id: customer }] = await sqlRows<{ id: number }>(
  db,
  sql`select id_pessoa as id from vendas_venda where id_pessoa is not null limit 1`,
).then(async (rows) =>
  rows.length ? rows : sqlRows<{ id: number }>(db, sql`select id from relacionamento_dados_pessoas limit 1`),
);
const ctx = { db, actor: { userId: 1, roles: [] } } as never;
const figures = {
  'sales, first page': await median(() => repo.salePage(db, page)),
  'sales, active of a provider': await median(() => repo.salePage(db, { ...page, status: 'ativa', sistema: 1 })),
  'sales, by name': await median(() => repo.salePage(db, { ...page, busca: 'silva' })),
  'activations, first page': await median(() => repo.activationPage(db, page)),
  'problems, open': await median(() => repo.problemPage(db, { ...page, status: 'aberto' })),
  'chargebacks, first page': await median(() => repo.chargebackPage(db, page)),
  'customer page': await median(() => customerDetails(ctx, customer)),
};
for (const [name, ms] of Object.entries(figures)) console.log(`${name}: ${ms.toFixed(1)} ms`);
await database.close();
