// Lead import benchmark: a generated 100 000-line XLSX (nome, cpf, telefone; one line in ten a Bitcom
// customer, one in a hundred with a phone to correct) imported as the screen does it — uploaded to the
// files service (bucket importacoes), the import recorded, its spreadsheet read into its lines
// (POST /v1/lead/arquivo/clientes/{id}) — on PGlite (a data folder on disk, as a server keeps it) and
// on PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped at the end).
//
// Each import runs in a process of its own (bench/lead-import-child.ts, bundled with esbuild and run
// by plain node with the server's flags, as the built server runs) that opens the already seeded database and, as a server in
// use, has imported a two-line file first (BENCH_WARM=0 leaves that out), so that its figures are the
// import's: the time of each step and in all; the process's peak resident memory
// during the import (the kernel's high-water mark, reset when the import starts; PGlite runs inside
// the process, so its memory counts) beside the memory before it; the event loop's delay (p99 and
// max, sampled every 10 ms).
// Goals: PGlite ≤ 10 s, PostgreSQL ≤ 6 s, peak RSS < 300 MB, event-loop delay p99 ≤ 100 ms.
// Run: npm run bench:lead-import      Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_LINES (100000), BENCH_WARM
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { demoCustomer } from '../apps/server/src/modules/customers/customers.seed';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { type FixtureCell, workbookOf } from '../apps/server/src/platform/spreadsheets/spreadsheet-fixtures';
import { seedDemoData } from '../apps/server/src/seeds';
import type { Figures } from './lead-import-child';
import { ADMIN_URL, adminQuery } from './support/scratch-databases';
import { bundleForServer, runBundled } from './support/server-bundle';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const GOALS = { pglite: 10_000, postgres: 6_000, rssBytes: 300 * 1024 * 1024, p99Ms: 100 };
const noopLog = { warn: () => undefined, error: () => undefined } as never;
const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The spreadsheet's lines: distinct valid CPFs, one in ten a Bitcom customer's, phones with the area code. */
function rows(): FixtureCell[][] {
  const lines: FixtureCell[][] = [['nome', 'cpf', 'telefone']];
  for (let i = 0; i < LINES; i++) {
    const customer = i % 10 === 0 ? demoCustomer(0, i / 10) : null;
    const cpf = customer ? customer.cpf : cpfFromBase(String(600_000_000 + i * 7));
    const phone = i % 100 === 1 ? '9888' : `31${String(900_000_000 + i).padStart(9, '0')}`;
    lines.push([customer ? customer.nome_razaosocial : `Pessoa da Feira ${i}`, cpf, phone]);
  }
  return lines;
}

async function seeded(database: Database): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mark = (ok: boolean) => (ok ? 'ok' : 'ACIMA DA META');

async function main(): Promise<void> {
  const folder = join(HERE, '.data');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `leads-${LINES}.xlsx`);
  const started = performance.now();
  const bytes = workbookOf(rows(), 'xlsx');
  writeFileSync(file, bytes);
  console.log(
    `${LINES.toLocaleString('pt-BR')} linhas: XLSX de ${mb(bytes.length)} (${bytes.length} bytes), gerado em ${ms(performance.now() - started)}`,
  );
  const child = await bundleForServer(join(HERE, 'lead-import-child.ts'));

  const results: Figures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'intranet-bench-leads-'));
  try {
    await seeded(await openPglite(dataDir));
    results.push(await runBundled<Figures>(child, ['pglite', dataDir, file]));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const name = `intranet_bench_${randomBytes(6).toString('hex')}`;
  let postgres = true;
  await adminQuery(`CREATE DATABASE ${name}`).catch((error: Error) => {
    postgres = false;
    console.log(`PostgreSQL em ${ADMIN_URL} não respondeu (${error.message}); só o PGlite foi medido.`);
  });
  if (postgres) {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await seeded(await openPostgres(url.toString(), noopLog));
      results.push(await runBundled<Figures>(child, ['postgres', url.toString(), file]));
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    }
  }

  for (const r of results) {
    const goal = GOALS[r.kind];
    console.log(
      `${r.kind.padEnd(8)} ${r.lines.toLocaleString('pt-BR')} linhas (${r.ready.toLocaleString('pt-BR')} prontas)  ` +
        `tempo ${ms(r.totalMs)} [envio ${ms(r.steps.upload)}, registro ${ms(r.steps.record)}, leitura ${ms(r.steps.read)}] (meta ≤ ${goal / 1000} s: ${mark(r.totalMs <= goal)})  ` +
        `pico RSS ${mb(r.peakRss)} (antes da importação ${mb(r.baselineRss)}; meta < 300 MB: ${mark(r.peakRss < GOALS.rssBytes)})  ` +
        `atraso do event loop p99 ${ms(r.p99Ms)}, máx ${ms(r.maxMs)} (meta p99 ≤ 100 ms: ${mark(r.p99Ms <= GOALS.p99Ms)})`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
