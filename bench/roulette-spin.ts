// Spinning the public prize wheel: `POST /v1/roleta/girar` answered by the app (one transaction: the
// person's turn, the interval check, the customer directory, the lead or ticket, the weighted draw with
// the conditional stock decrement, the participant row), at 50 concurrent visitors for 10 s after a
// short warm-up, each spin with a new CPF and phone. Half the visitors are customers of the demo directory.
// Runs on PostgreSQL at 127.0.0.1:5432 (a scratch database, dropped at the end) and on PGlite.
// Prints spins per second and p99 latency, and checks every spin was answered 200, no consumable prize
// went below 0 and every answered spin left its participant row.
// Run: npm run bench:roulette-spin [-- --pg | --pglite]
// Env: BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { openSync, writeSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import { onEachDatabase, type Scratch } from './support/scratch-databases';
import { sqlRows } from '../apps/server/src/db/sql';
import { loggerOptions } from '../apps/server/src/platform/auth/log-redaction';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import * as repo from '../apps/server/src/modules/roulette/roulette.repository';
import { seedDemoData } from '../apps/server/src/seeds';
import { testConfig } from '../apps/server/src/test/test-app';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 3;

type Target = Scratch;

type Load = { spinsPerSecond: number; p99: number; p50: number; ok: number; others: number; errors: number };

let sequence = 0;

/** `CONNECTIONS` visitors spinning one after another for `seconds`; a new CPF each time, every other one a customer's. */
async function drive(base: string, url: string, customers: string[], seconds: number): Promise<Load> {
  const latencies: number[] = [];
  let ok = 0;
  let others = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const visitor = async () => {
    while (performance.now() < end) {
      const n = sequence++;
      const cpf = n % 2 && customers.length ? customers[(n >> 1) % customers.length] : cpfFromBase(100_000_000 + n * 7);
      const started = performance.now();
      try {
        const res = await fetch(`${base}/v1/roleta/girar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // One person is a CPF or a phone: each spin a phone of its own.
          body: JSON.stringify({
            url_campanha: url,
            nome: `Visitante ${n}`,
            telefone: `319${String(10_000_000 + n).padStart(8, '0')}`,
            cpf,
            consentimento: true,
          }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        // A customer's CPF comes back once the list wraps: a refusal inside the interval is an answer too.
        if (res.status === 200) ok++;
        else if (res.status === 409) others++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, visitor));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { spinsPerSecond: ok / seconds, p99: at(0.99), p50: at(0.5), ok, others, errors };
}

async function run(target: Target): Promise<Load> {
  const { database } = target;
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  const [owner] = await sqlRows<{ id: number }>(db, sql`select id from rh_usuario order by id limit 1`);
  const campaign = await repo.insert(db, {
    nome: 'Roleta do benchmark',
    descricao: 'benchmark',
    motivo_aplicacao: '',
    sistema: 'bitcom',
    url_campanha: '/roleta-do-benchmark',
    data_inicio_campanha: '2000-01-01',
    data_fim_campanha: '2999-12-31',
    intervalo_votacao: 1,
    api_erp: false,
    id_usuario_intranet: owner.id,
  });
  for (const cliente of [true, false]) {
    for (const [i, peso] of [50, 20, 10, 1].entries()) {
      const consumivel = i < 2;
      await repo.insertPrize(db, {
        id_campanha: campaign.id,
        nome: `Prêmio ${i + 1}`,
        descricao: '',
        cliente,
        peso_item: peso,
        quantidade: consumivel ? 10_000_000 : 1,
        quantidade_minima: 1,
        animacao: false,
        consumivel,
        htmlContent: '',
        textColor: '',
        background: '',
      });
    }
  }
  const customers = (
    await sqlRows<{ cpf: string }>(
      db,
      sql`select p.cpf from relacionamento_dados_pessoas p join rh_empresa e on e.id = p.sistema where e.nome = 'Bitcom' order by p.id limit 20000`,
    )
  ).map((r) => r.cpf);

  // The production logger (level info), each line written at once, to /dev/null; no rate limit in the way.
  const config: Config = { ...testConfig(), testing: false, logLevel: 'info', rateLimitScale: 1_000_000 };
  const devNull = openSync('/dev/null', 'w');
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel, { write: (line) => void writeSync(devNull, line) }),
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    await drive(base, campaign.url_campanha, customers, WARMUP);
    const before = await repo.participantCount(db, campaign.id);
    const load = await drive(base, campaign.url_campanha, customers, DURATION);
    const recorded = (await repo.participantCount(db, campaign.id)) - before;
    if (recorded !== load.ok) throw new Error(`${load.ok} spins answered but ${recorded} participants recorded`);
    const [{ negative }] = await sqlRows<{ negative: number }>(
      db,
      sql`select count(*)::int as negative from site_roleta_premios where quantidade < 0`,
    );
    if (Number(negative) > 0) throw new Error('a prize went below 0');
    console.log(`${target.label}: POST /v1/roleta/girar, c=${CONNECTIONS}, ${DURATION} s after ${WARMUP} s warm-up`);
    return load;
  } finally {
    await app.close();
  }
}

function print(label: string, load: Load): void {
  const failures = load.errors ? `  (${load.errors} errors)` : '';
  console.log(
    `${label.padEnd(10)} ${load.spinsPerSecond.toFixed(0).padStart(6)} spins/s  p50 ${load.p50.toFixed(0).padStart(4)} ms  p99 ${load.p99.toFixed(0).padStart(4)} ms  ${load.ok} spins, ${load.others} refused inside the interval${failures}`,
  );
}

async function main() {
  const results = await onEachDatabase(run);
  console.log('');
  for (const [label, load] of results) print(label, load);
  if (results.some(([, load]) => load.errors > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
