// One shift of the communication scale over 100 000 customers and five rules: the dispatcher plans the
// slot (the deliveries written in batches of 1 000 customers) and sends every delivery through the
// outbox (no provider configured), on PGlite and, when it answers, on PostgreSQL at 127.0.0.1:5432 (a
// scratch database, dropped at the end). The data is written by one process and the shift run by
// another, as a server started on an existing database would (the embedded database keeps the memory
// it grew to while bulk-loading); the shift's process (bench/communication-shift-child.ts) is bundled
// and run by plain node with the server's flags, as the built server runs. Prints the time of the shift, the peak RSS of the process running it
// and the event loop's delay p99 during it (perf_hooks.monitorEventLoopDelay).
// Targets: ≤ 10 s on PGlite, ≤ 5 s on PostgreSQL, < 300 MB, event-loop delay p99 ≤ 100 ms.
// Run: npm run bench:communication-shift [-- --pglite | --pg] [--trace: the time of each kind of statement]
// Env: BENCH_CUSTOMERS (100000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/db/sql';
import type { Figures } from './communication-shift-child';
import { ADMIN_URL, adminQuery, postgresAnswers } from './support/scratch-databases';
import { bundleForServer, runBundled } from './support/server-bundle';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const DAY = '2026-11-23';
const log = { info: () => undefined, warn: () => undefined, error: (o: object, m?: string) => console.error(m, o) };

/**
 * 100 000 customers of one provider: birthdays, activations and contracts spread over the years, 5 %
 * without e-mail, 3 % without a mobile number, 2 % with a restriction row (e-mail refused), 1 % inactive.
 * Five morning rules: a specific date (today, e-mail: every customer), birthdays (yearly, e-mail and
 * WhatsApp), activations (the day after, SMS), contracts (yearly, e-mail) and a specific date that is
 * not today (WhatsApp: nobody).
 */
async function fill(database: Database): Promise<void> {
  const db = database.db;
  const [{ id: sistema }] = await sqlRows<{ id: number }>(
    db,
    sql`INSERT INTO rh_empresa (nome) VALUES ('Bitcom') RETURNING id`,
  );
  await db.execute(sql`INSERT INTO relacionamento_dados_pessoas (sistema, codpessoa, cpf, nome_razaosocial, email, celular, data_nascimento, data_ativacao, data_contratacao, ativo)
    SELECT ${sistema}, 'C' || g, '52998224725', 'CLIENTE NUMERO ' || g,
           CASE WHEN g % 20 = 0 THEN NULL ELSE 'cliente' || g || '@exemplo.com.br' END,
           CASE WHEN g % 33 = 0 THEN NULL ELSE '319' || lpad(g::text, 8, '0') END,
           date '1950-01-01' + (g * 7 % 20000),
           date '2015-01-01' + (g * 13 % 4340),
           date '2015-01-01' + (g * 11 % 4340),
           g % 100 <> 0
      FROM generate_series(1, ${CUSTOMERS}) g`);
  await db.execute(sql`INSERT INTO relacionamento_preferencias_cliente (sistema, cod_cliente, email, whatsapp, sms)
    SELECT ${sistema}, 'C' || g, false, true, true FROM generate_series(1, ${CUSTOMERS}) g WHERE g % 50 = 7`);
  const [{ id: campanha }] = await sqlRows<{ id: number }>(
    db,
    sql`INSERT INTO campanha_comunicacao (nome, sistema) VALUES ('Régua', ${sistema}) RETURNING id`,
  );
  await db.execute(sql`INSERT INTO campanha_regras (campanha_id, criterio, envio, tempo, data_especifica, turno, email, titulo_email, mensagem_email, sms, mensagem_sms, whatsapp, template_whatsapp) VALUES
    (${campanha}, 'data_especifica', 'no_dia', NULL, ${DAY}, 'M', true, 'Novidade, {{primeiro_nome}}', '<p>Olá, {{nome}}! Código {{codigo}}.</p>', false, NULL, false, NULL),
    (${campanha}, 'data_aniversario', 'anual', NULL, NULL, 'M', true, 'Parabéns!', '<p>Feliz aniversário, {{primeiro_nome}}!</p>', false, NULL, true, 'aniversario'),
    (${campanha}, 'data_ativacao', 'dia_seguinte', 1, NULL, 'M', false, NULL, NULL, true, 'Bem-vindo, {{primeiro_nome}}', false, NULL),
    (${campanha}, 'data_contratacao', 'anual', NULL, NULL, 'M', true, 'Mais um ano juntos', '<p>Obrigado, {{primeiro_nome}}.</p>', false, NULL, false, NULL),
    (${campanha}, 'data_especifica', 'no_dia', NULL, '2026-12-24', 'M', false, NULL, NULL, false, NULL, true, 'natal')`);
}

function print(f: Figures) {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const limit = f.target === 'PGlite' ? 10 : 5;
  console.log(
    `${f.target.padEnd(10)} ${f.planned} deliveries planned, ${f.sent} sent in ${f.seconds.toFixed(2)} s (≤ ${limit} s ${verdict(f.seconds <= limit)}; ${f.cpuSeconds.toFixed(2)} s CPU of this process), ` +
      `peak RSS ${f.peakRssMb.toFixed(0)} MB (< 300 ${verdict(f.peakRssMb < 300)}; ${f.baseRssMb.toFixed(0)} MB before the shift), event-loop delay p99 ${f.loopP99Ms.toFixed(1)} ms (≤ 100 ${verdict(f.loopP99Ms <= 100)})`,
  );
}

const TRACE = process.argv.includes('--trace');
const phase = process.argv.find((a) => a.startsWith('--phase='))?.slice('--phase='.length);
const location = process.argv.find((a) => a.startsWith('--at='))?.slice('--at='.length);

const open = (at: string): Promise<Database> =>
  at.startsWith('postgres') ? openPostgres(at, log as never) : openPglite(at);

/** Fills the database in a process of its own (the shift's process opens it as a server would). */
function inChild(args: string[]): string {
  const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`bench phase ${args.join(' ')} failed`);
  const lines = result.stdout.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  return lines[lines.length - 1];
}

if (phase === 'fill') {
  const database = await open(location!);
  await database.migrate();
  await fill(database);
  await database.close();
  console.log('filled');
} else {
  const only = process.argv.find((a) => a === '--pglite' || a === '--pg');
  const child = await bundleForServer(fileURLToPath(new URL('./communication-shift-child.ts', import.meta.url)));
  const run = async (at: string) => {
    inChild(['--phase=fill', `--at=${at}`]);
    print(await runBundled<Figures>(child, [at, DAY, ...(TRACE ? ['--trace'] : [])]));
  };
  console.log(`communication shift: ${CUSTOMERS} customers, 5 rules, sent through the outbox`);
  if (only !== '--pg') {
    // In a data folder, as the server keeps it (DATA_DIR/pg).
    const dir = mkdtempSync(join(tmpdir(), 'bench-shift-'));
    try {
      await run(join(dir, 'pg'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only !== '--pglite') {
    if (!(await postgresAnswers())) console.log('PostgreSQL  no server on 127.0.0.1:5432: skipped');
    else {
      const name = `bench_shift_${randomBytes(4).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      try {
        await run(url.toString());
      } finally {
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }
}
