// Customer import benchmark: a generated 20 000-line spreadsheet, as CSV and as XLSX, imported through
// POST /v1/relacionamento/clientes/importacao on an in-memory PGlite (migrations + demo seed). Prints
// the time of each import (reading, checking and writing) and the process's peak memory during it.
// Run: npm run bench:customers-import
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import {
  CUSTOMER_COLUMN_NAMES,
  checkCustomers,
  matchCustomerColumns,
} from '@intranet/shared/customers/customers.rules';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { empresa, identidade } from '../apps/server/src/db/schema';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/accounts';
import { seedDemoData } from '../apps/server/src/seeds';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';
import { type FixtureCell, csvOf, workbookOf } from '../apps/server/src/platform/spreadsheets/spreadsheet-fixtures';
import { readSpreadsheet } from '../apps/server/src/platform/spreadsheets/read-spreadsheet';
import { demoCustomer } from '../apps/server/src/modules/customers/customers.seed';

const LINES = 20_000;

/** The lines of the spreadsheet: the demo directory's customers, dates written dd/mm/aaaa. */
function rows(): FixtureCell[][] {
  const br = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');
  const lines = Array.from({ length: LINES }, (_, j) => {
    const c = demoCustomer(j % 3, j);
    return [
      c.codpessoa,
      c.cpf,
      c.nome_razaosocial,
      c.email ?? '',
      c.celular ?? '',
      br(c.data_nascimento),
      br(c.data_ativacao),
      br(c.data_contratacao),
      c.ativo ? 'sim' : 'não',
    ];
  });
  return [CUSTOMER_COLUMN_NAMES, ...lines];
}

function multipart(sistema: number, name: string, bytes: Buffer) {
  const boundary = '----bench-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sistema"\r\n\r\n${sistema}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Runs `work` while sampling memory every 5 ms; answers its time, the peak resident set (the process,
 * the embedded database included) and the peak of the JavaScript heap.
 */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let peak = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  clearInterval(sampler);
  sample();
  return { result, ms, peak, heap };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDemoData(database.db);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'intranet-bench-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
    }),
    port: 0,
    host: '127.0.0.1',
    webDist: null,
    logLevel: 'silent',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'marketing')!.email;
  const [identity] = (
    await database.db
      .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
      .from(identidade)
  ).filter((i) => i.email === email);
  const token = await app.tokens.sign({
    identityId: identity.id,
    email,
    usuarioId: identity.id_usuario,
    roles: await loadUserRoles(database.db, identity.id_usuario),
  });

  const sheet = rows();
  const files = { csv: csvOf(sheet), xlsx: workbookOf(sheet, 'xlsx') };
  console.log(
    `${LINES} linhas: CSV ${mb(files.csv.length)} (${files.csv.length} bytes), XLSX ${mb(files.xlsx.length)} (${files.xlsx.length} bytes)`,
  );

  for (const [format, bytes] of Object.entries(files)) {
    const read = await measured(() => readSpreadsheet(bytes));
    const lines = read.result.lines;
    const { columns } = matchCustomerColumns(read.result.headers);
    const check = await measured(async () =>
      checkCustomers(
        lines.map(({ linha, values }) => ({
          linha,
          values: Object.fromEntries(Object.entries(columns).map(([c, h]) => [c, values[h]])),
        })),
      ),
    );
    console.log(
      `${format.padEnd(4)} só a leitura ${read.ms.toFixed(0)} ms (heap no pico ${mb(read.heap)}), só a conferência ${check.ms.toFixed(0)} ms`,
    );
  }
  for (const [format, bytes] of Object.entries(files)) {
    // A new provider per file: every line is an insert, as in a first import.
    const [provider] = await database.db
      .insert(empresa)
      .values({ nome: `Bench ${format}` })
      .returning({ id: empresa.id });
    for (const round of ['primeira importação', 'mesma planilha de novo']) {
      const body = multipart(provider.id, `clientes.${format}`, bytes);
      const { result, ms, peak, heap } = await measured(() =>
        app.inject({
          method: CUSTOMERS_API.import.method,
          url: CUSTOMERS_API.import.path,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        }),
      );
      const report = result.json();
      if (result.statusCode !== 200) throw new Error(`${format}: ${result.statusCode} ${result.body}`);
      console.log(
        `${format.padEnd(4)} ${round.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms   pico: processo ${mb(peak)}, heap ${mb(heap)}   ` +
          `inseridos ${report.inseridos}, atualizados ${report.atualizados}, inalterados ${report.inalterados}, inválidos ${report.invalidos.length}`,
      );
    }
  }
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
