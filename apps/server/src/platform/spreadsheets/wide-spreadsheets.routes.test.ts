import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import { LEAD_IMPORTS_API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A CSV of one header line `<first>;c0;c1;…;c<columns-1>` and one short data line, written a piece at
 * a time (the test never holds the header as millions of strings).
 */
function wideCsv(first: string, columns: number, data: string): Buffer {
  const pieces: Buffer[] = [Buffer.from(first)];
  for (let from = 0; from < columns; from += 10_000) {
    const names: string[] = [];
    for (let i = from; i < Math.min(columns, from + 10_000); i++) names.push(`;c${i}`);
    pieces.push(Buffer.from(names.join('')));
  }
  pieces.push(Buffer.from(`\r\n${data}\r\n`));
  return Buffer.concat(pieces);
}

function multipart(fields: Record<string, string>, fileField: string, name: string, bytes: Buffer) {
  const boundary = '----wide-spreadsheet-test';
  const parts: Buffer[] = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const MB = 1024 * 1024;
/** How much the process may grow while refusing them all: a reading holds one file and a few lines, never its columns. */
const GROWTH_BOUND = 150 * MB;

describe('spreadsheets of millions of columns', () => {
  let t: TestApp;
  let provider: number;
  let peak = 0;
  let baseline = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));

  // The files of the reports: 2.3 million columns (19.6 MB), 1 million (7.9 MB) and 1.24 million (10 MB, under the imports bucket's limit).
  const customers23 = wideCsv('codpessoa;nome_razaosocial;cpf', 2_300_000, '1;Cliente;52998224725');
  const customers10 = wideCsv('codpessoa;nome_razaosocial;cpf', 1_000_000, '1;Cliente;52998224725');
  const leads124 = wideCsv('nome;cpf;telefone', 1_240_000, 'Ana;52998224725;31988887777');

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: provider }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from rh_empresa where nome = 'Bitcom'`,
    );
    baseline = process.memoryUsage().rss;
    peak = baseline;
    sampler = setInterval(sample, 5);
  });
  afterAll(async () => {
    clearInterval(sampler);
    await t?.close();
  });

  // One request body per file, sent as many times as asked: the test's own copies are not the server's memory.
  const importCustomers = async (body: ReturnType<typeof multipart>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: CUSTOMERS_API.import.path,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor('marketing')) },
    });
    sample();
    return res;
  };
  const customersForm = (bytes: Buffer) => multipart({ sistema: String(provider) }, 'arquivo', 'clientes.csv', bytes);

  it('checks the files are the reported ones', () => {
    expect(customers23.length).toBeGreaterThan(19_500_000);
    expect(customers10.length).toBeGreaterThan(7_800_000);
    expect(leads124.length).toBeGreaterThan(9_900_000);
  });

  it('refuses a customer spreadsheet of 2.3 million columns with the columns text, as the import refuses a file', async () => {
    const res = await importCustomers(customersForm(customers23));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: SPREADSHEET_MSG.tooManyColumns,
      fields: [{ path: 'arquivo', message: SPREADSHEET_MSG.tooManyColumns }],
    });
  });

  it('refuses four of a million columns sent at once', async () => {
    const body = customersForm(customers10);
    const answers = await Promise.all(Array.from({ length: 4 }, () => importCustomers(body)));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SPREADSHEET_MSG.tooManyColumns);
    }
  });

  it('refuses three lead imports of 1.24 million columns read at once, leaving nothing behind', async () => {
    const as = await t.headersFor('marketing');
    const [{ id: campaign }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from vendas_campanha where nome = 'Black Friday Fibra'`,
    );
    const [{ id: channel }] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from vendas_canal where nome = 'Facebook'`,
    );
    const ids: number[] = [];
    const body = multipart({}, 'file', 'leads.csv', leads124);
    for (let i = 0; i < 3; i++) {
      const stored = await t.app.inject({
        method: 'POST',
        url: '/v1/files/importacoes',
        payload: body.payload,
        headers: { ...body.headers, ...as },
      });
      expect(stored.statusCode).toBe(200);
      const created = await t.app.inject({
        method: 'POST',
        url: LEAD_IMPORTS_API.create.path,
        payload: { id_file: stored.json().id, id_empresa: provider, id_campanha: campaign, id_canal: channel },
        headers: as,
      });
      expect(created.statusCode).toBe(200);
      ids.push(created.json().vendas_lead_importacao.id);
    }
    sample();
    const answers = await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: 'POST', url: `/v1/lead/arquivo/clientes/${id}`, headers: as }).finally(sample),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().importaClientes).toMatchObject({ success: false, message: SPREADSHEET_MSG.tooManyColumns });
    }
    const [{ n }] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_lead_participante where id_importacao_evento in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(n).toBe(0);
  });

  it(`kept the process within ${GROWTH_BOUND / MB} MB of where it started`, () => {
    sample();
    console.info(
      `wide spreadsheets: rss ${Math.round(baseline / MB)} MB before, peak ${Math.round(peak / MB)} MB (+${Math.round((peak - baseline) / MB)} MB)`,
    );
    expect(peak - baseline).toBeLessThan(GROWTH_BOUND);
  });
});
