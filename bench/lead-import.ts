// Lead import benchmark: a generated 100 000-line XLSX (nome, cpf, telefone; one line in ten a Bitcom
// customer, one in a hundred with a phone to correct) imported as the screen does it — uploaded to the
// files service (bucket importacoes), the import recorded, its spreadsheet read into its lines
// (POST /v1/lead/arquivo/clientes/{id}) — on PGlite (a data folder on disk, as a server keeps it) and
// on PostgreSQL (a throwaway database on 127.0.0.1:5432, dropped at the end).
//
// Each import runs in a process of its own (bench/lead-import-child.ts, bundled with esbuild and run
// by plain node, as the built server runs) that opens the already seeded database and, as a server in
// use, has imported a two-line file first (BENCH_WARM=0 leaves that out), so that its figures are the
// import's: the time of each step and in all; the process's peak resident memory
// during the import (the kernel's high-water mark, reset when the import starts; PGlite runs inside
// the process, so its memory counts) beside the memory before it; the event loop's delay (p99 and
// max, sampled every 10 ms).
// Goals: PGlite ≤ 10 s, PostgreSQL ≤ 6 s, peak RSS < 300 MB, event-loop delay p99 ≤ 100 ms.
// Run: npm run bench:lead-import      Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_LINES (100000), BENCH_WARM
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { cpfOf, demoCustomer } from '../apps/server/src/modules/customers/customers.seed';
import { type FixtureCell, workbookOf } from '../apps/server/src/platform/spreadsheets/spreadsheet-fixtures';
import { seedDemoData } from '../apps/server/src/seeds';
import type { Figures, Kind } from './lead-import-child';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const GOALS = { pglite: 10_000, postgres: 6_000, rssBytes: 300 * 1024 * 1024, p99Ms: 100 };
const noopLog = { warn: () => undefined, error: () => undefined } as never;
const HERE = fileURLToPath(new URL('.', import.meta.url));
const SHARED_SRC = fileURLToPath(new URL('../packages/shared/src/', import.meta.url));

/** The spreadsheet's lines: distinct valid CPFs, one in ten a Bitcom customer's, phones with the area code. */
function rows(): FixtureCell[][] {
  const lines: FixtureCell[][] = [['nome', 'cpf', 'telefone']];
  for (let i = 0; i < LINES; i++) {
    const customer = i % 10 === 0 ? demoCustomer(0, i / 10) : null;
    const cpf = customer ? customer.cpf : cpfOf(String(600_000_000 + i * 7));
    const phone = i % 100 === 1 ? '9888' : `31${String(900_000_000 + i).padStart(9, '0')}`;
    lines.push([customer ? customer.nome_razaosocial : `Pessoa da Feira ${i}`, cpf, phone]);
  }
  return lines;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function seeded(database: Database): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
}

/**
 * The import's process as one ES module, bundled as the server's build does (tsup): the server's
 * dependencies left to node_modules, everything else (the shared package and what it uses) bundled.
 * The bundle is written under the server's node_modules, where node finds them as it does for the
 * server.
 */
async function bundleChild(): Promise<string> {
  const folder = join(HERE, '..', 'apps', 'server', 'node_modules', '.cache', 'bench-lead-import');
  mkdirSync(folder, { recursive: true });
  const outfile = join(folder, 'lead-import-child.mjs');
  await build({
    entryPoints: [join(HERE, 'lead-import-child.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: serverDependencies().flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    plugins: [
      {
        name: 'shared-source',
        setup(plugin) {
          plugin.onResolve({ filter: /^@intranet\/shared\// }, (args) => ({ path: join(SHARED_SRC, `${args.path.slice('@intranet/shared/'.length)}.ts`) }));
        },
      },
    ],
  });
  return outfile;
}

/** The server's own dependencies (apps/server/package.json), but the shared package, which is bundled. */
function serverDependencies(): string[] {
  const manifest = JSON.parse(readFileSync(join(HERE, '..', 'apps', 'server', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@intranet/'));
}

function runChild(child: string, kind: Kind, target: string, file: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, kind, target, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${kind}: the import's process ended with ${code}\n${out}`));
      else resolve(JSON.parse(line) as Figures);
    });
  });
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
  console.log(`${LINES.toLocaleString('pt-BR')} linhas: XLSX de ${mb(bytes.length)} (${bytes.length} bytes), gerado em ${ms(performance.now() - started)}`);
  const child = await bundleChild();

  const results: Figures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'intranet-bench-leads-'));
  try {
    await seeded(await openPglite(dataDir));
    results.push(await runChild(child, 'pglite', dataDir, file));
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
      results.push(await runChild(child, 'postgres', url.toString(), file));
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
