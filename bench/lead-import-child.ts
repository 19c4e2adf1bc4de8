// The import's own process of the lead import benchmark (bench/lead-import.ts bundles it and runs it
// with plain node and the server's flags, as the built server runs): opens the seeded database, imports the spreadsheet
// through the app as the screen does and prints its figures as one JSON line.
// Arguments: <pglite|postgres> <data folder or database URL> <xlsx file>
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { LEAD_IMPORTS_API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { identidade } from '../apps/server/src/db/schema';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/accounts';
import { sqlRows } from '../apps/server/src/db/sql';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';

export type Kind = 'pglite' | 'postgres';
export type Figures = {
  kind: Kind;
  lines: number;
  ready: number;
  steps: Record<'upload' | 'record' | 'read', number>;
  totalMs: number;
  baselineRss: number;
  peakRss: number;
  p99Ms: number;
  maxMs: number;
};

const noopLog = { warn: () => undefined, error: () => undefined } as never;

/** Linux: resets the process's peak resident set (VmHWM), which then measures from now on; false elsewhere. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function peakRssSinceReset(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

function multipart(name: string, bytes: Buffer) {
  const boundary = '----bench-lead-import';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function run(kind: Kind, target: string, file: string): Promise<Figures> {
  const database = kind === 'pglite' ? await openPglite(target) : await openPostgres(target, noopLog);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'intranet-bench-files-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
    }),
    databaseUrl: kind === 'postgres' ? target : null,
    port: 0,
    host: '127.0.0.1',
    webDist: null,
    logLevel: 'silent',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const account = DEMO_ACCOUNTS.find((a) => a.key === 'marketing')!;
  const [identity] = (await database.db.select().from(identidade)).filter((i) => i.email === account.email);
  const token = await app.tokens.sign({
    identityId: identity.id,
    email: account.email,
    usuarioId: identity.id_usuario,
    roles: await loadUserRoles(database.db, identity.id_usuario),
  });
  const headers = { authorization: `Bearer ${token}` };
  const idOf = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: number }>(database.db, query))[0].id;
  const choices = {
    id_empresa: await idOf(sql`select id from rh_empresa where nome = 'Bitcom'`),
    id_campanha: await idOf(sql`select id from vendas_campanha where nome = 'Black Friday Fibra'`),
    id_canal: await idOf(sql`select id from vendas_canal where nome = 'Facebook'`),
  };
  const bytes = readFileSync(file);

  // A server in use: a small import first, so that the database's caches and the code are warm.
  const importOnce = async (name: string, content: Buffer) => {
    const body = multipart(name, content);
    const stored = await app.inject({
      method: 'POST',
      url: '/v1/files/importacoes',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    const created = await app.inject({
      method: 'POST',
      url: LEAD_IMPORTS_API.create.path,
      headers,
      payload: { ...choices, id_file: stored.json().id },
    });
    return app.inject({
      method: 'POST',
      url: `/v1/lead/arquivo/clientes/${created.json().vendas_lead_importacao.id}`,
      headers,
    });
  };
  if (process.env.BENCH_WARM !== '0') {
    const warm = await importOnce(
      'aquecimento.csv',
      Buffer.from(['nome;cpf;telefone', 'Ana;52998224725;31988887777', 'Bruno;11144477735;31988887778'].join('\r\n')),
    );
    if (warm.json().importaClientes?.success !== true) throw new Error(`warm-up: ${warm.body}`);
  }

  const baselineRss = process.memoryUsage().rss;
  // The kernel's high-water mark of the resident set, reset now: afterwards it is the import's peak.
  const exact = resetPeakRss();
  let sampled = baselineRss;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const steps = { upload: 0, record: 0, read: 0 };
  const timed = async <T>(step: keyof typeof steps, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    steps[step] = performance.now() - start;
    return result;
  };

  const start = performance.now();
  const upload = multipart('leads.xlsx', bytes);
  const stored = await timed('upload', () =>
    app.inject({
      method: 'POST',
      url: '/v1/files/importacoes',
      payload: upload.payload,
      headers: { ...upload.headers, ...headers },
    }),
  );
  if (stored.statusCode !== 200) throw new Error(`upload: ${stored.statusCode} ${stored.body}`);
  const created = await timed('record', () =>
    app.inject({
      method: 'POST',
      url: LEAD_IMPORTS_API.create.path,
      headers,
      payload: { ...choices, id_file: stored.json().id },
    }),
  );
  if (created.statusCode !== 200) throw new Error(`record: ${created.statusCode} ${created.body}`);
  const read = await timed('read', () =>
    app.inject({
      method: 'POST',
      url: `/v1/lead/arquivo/clientes/${created.json().vendas_lead_importacao.id}`,
      headers,
    }),
  );
  const totalMs = performance.now() - start;
  delay.disable();
  clearInterval(sampler);
  const result = read.json().importaClientes;
  if (read.statusCode !== 200 || !result.success)
    throw new Error(`read: ${read.statusCode} ${read.body.slice(0, 500)}`);

  const figures: Figures = {
    kind,
    lines: result.registros,
    ready: result.prontas,
    steps,
    totalMs,
    baselineRss,
    peakRss: exact ? Math.max(sampled, peakRssSinceReset()) : sampled,
    p99Ms: delay.percentile(99) / 1e6,
    maxMs: delay.max / 1e6,
  };
  await app.close();
  await database.close();
  return figures;
}

const [kind, target, file] = process.argv.slice(2);
run(kind as Kind, target, file).then(
  (figures) => process.stdout.write(`${JSON.stringify(figures)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
