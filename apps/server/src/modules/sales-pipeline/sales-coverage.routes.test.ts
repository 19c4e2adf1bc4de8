import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVERAGE_IMPORT_MAX_BYTES } from '@intranet/shared/sales/coverage.rules';
import { COVERAGE_SETUP_API as API } from '@intranet/shared/sales/coverage.contract';
import type { CoverageImport, CoverageImportLinesResponse } from '@intranet/shared/sales/coverage.schemas';
import { PIPELINE_API } from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { empresa } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { type FixtureCell, csvOf, workbookOf } from '../../platform/spreadsheets/spreadsheet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A multipart body: the provider field and, when given, the file part `arquivo`. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----cobertura-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HEADER: FixtureCell[] = ['Cidade', 'UF', 'CEP inicial', 'CEP final', 'Bairro', 'Logradouro'];

describe('coverage areas and their spreadsheet import', () => {
  let t: TestApp;
  let provider: number;
  let cpfs = 612_000_000;

  beforeAll(async () => {
    t = await createTestApp();
    // A provider of its own: no coverage, no sellers, so every answer is exact.
    [{ id: provider }] = await t.database.db
      .insert(empresa)
      .values({ nome: 'Provedor da Cobertura' })
      .returning({ id: empresa.id });
  });
  afterAll(async () => t?.close());

  type Who = 'marketing' | 'vendedor' | 'colaborador';
  const upload = async (file: { name: string; bytes: Buffer } | undefined, who: Who = 'marketing') => {
    const body = multipart({ id_empresa: String(provider) }, file);
    return t.app.inject({
      method: 'POST',
      url: API.upload.path,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor(who)) },
    });
  };
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who = 'marketing') =>
    t.app.inject({ method, url, headers: await t.headersFor(who) });
  const json = <T>(res: { statusCode: number; body: string }, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body) as T;
  };
  const importCount = async () => {
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_cobertura_importacao where id_empresa = ${provider}`,
    );
    return row.n;
  };
  /** Uploads and reads a spreadsheet; answers the import as read. */
  const uploadAndRead = async (name: string, bytes: Buffer) => {
    const sent = json<CoverageImport>(await upload({ name, bytes }));
    expect(sent.fase).toBe('aguardando');
    return json<CoverageImport>(await call('POST', API.read.path.replace(':id', String(sent.id))));
  };
  const register = async (cep: string, address: { bairro: string; logradouro: string; cidade: string }) =>
    json<{ id: number; viabilidade: string; motivo: string | null }>(
      await t.app.inject({
        method: 'POST',
        url: PIPELINE_API.register.path,
        payload: {
          nome: 'Cliente da Cobertura',
          email: '',
          telefone: '(31) 98888-7777',
          cpf: cpfFromBase(++cpfs),
          cep,
          numero: '10',
          uf: 'MG',
          id_empresa: provider,
          ...address,
        },
        headers: await t.headersFor('colaborador'),
      }),
    );

  it('refuses the import to a seller and to a visitor', async () => {
    const bytes = csvOf([HEADER, ['Contagem', 'MG', '', '', 'Eldorado', '']]);
    expect((await upload({ name: 'c.csv', bytes }, 'vendedor')).statusCode).toBe(403);
    const anonymous = multipart({ id_empresa: String(provider) }, { name: 'c.csv', bytes });
    const res = await t.app.inject({ method: 'POST', url: API.upload.path, ...anonymous });
    expect(res.statusCode).toBe(401);
    expect(await importCount()).toBe(0);
  });

  it('refuses a file over 5 MB with 413 before reading it, and keeps no import', async () => {
    const huge = Buffer.alloc(COVERAGE_IMPORT_MAX_BYTES + 1024, 0x41);
    const res = await upload({ name: 'enorme.csv', bytes: huge });
    expect(res.statusCode).toBe(413);
    expect(await importCount()).toBe(0);
  });

  it('asks for the file and for a known provider', async () => {
    const none = await upload(undefined);
    expect(json<{ fields: { path: string; message: string }[] }>(none, 400).fields).toEqual([
      { path: 'arquivo', message: MSG.coverageImportFileRequired },
    ]);
    const body = multipart({ id_empresa: '999999' }, { name: 'c.csv', bytes: csvOf([HEADER]) });
    const res = await t.app.inject({
      method: 'POST',
      url: API.upload.path,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.headersFor('marketing')) },
    });
    expect(json<{ message: string }>(res, 400).message).toBe(MSG.providerUnknown);
  });

  it('refuses a spreadsheet without the city column, keeping the reason and no line', async () => {
    const read = await uploadAndRead(
      'sem-cidade.csv',
      csvOf([
        ['UF', 'Bairro'],
        ['MG', 'Centro'],
      ]),
    );
    expect(read.fase).toBe('recusada');
    expect(read.mensagem).toBe(MSG.coverageImportMissingColumns(['Cidade']));
    const lines = json<CoverageImportLinesResponse>(await call('GET', API.lines.path.replace(':id', String(read.id))));
    expect(lines.total).toBe(0);
  });

  it('previews each bad row with its problem in pt-BR and writes nothing before it is applied', async () => {
    const read = await uploadAndRead(
      'ruim.csv',
      csvOf([
        HEADER,
        ['Contagem', 'MG', '', '', 'Eldorado', ''],
        ['Contagem', 'MG', '3212-000', '', '', ''],
        ['Contagem', 'MG', '32180-000', '32100-000', '', ''],
        ['', 'MG', '', '', 'Centro', ''],
        ['Contagem', 'mg', '', '', 'Eldorado', ''],
      ]),
    );
    expect(read).toMatchObject({ fase: 'lida', percentual: 100, linhas: 5, validas: 1, invalidas: 4 });
    const preview = json<CoverageImportLinesResponse>(
      await t.app.inject({
        method: 'GET',
        url: API.lines.path.replace(':id', String(read.id)),
        query: { problemas: 'true' },
        headers: await t.headersFor('marketing'),
      }),
    );
    expect(preview.linhas.map((l) => [l.linha, l.problema])).toEqual([
      [3, 'CEP inicial: CEP invalido CEP final: CEP invalido'],
      [4, `CEP final: ${MSG.cepRangeInvalid}`],
      [5, 'Cidade: Campo obrigatório'],
      [6, MSG.coverageImportRepeated(2)],
    ]);
    const [areas] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from vendas_cobertura where id_empresa = ${provider}`,
    );
    expect(areas.n).toBe(0);
    // Given up, it cannot be applied any more.
    json(await call('DELETE', API.discard.path.replace(':id', String(read.id))));
    expect((await call('POST', API.apply.path.replace(':id', String(read.id)))).statusCode).toBe(409);
  });

  it('creates the areas of a good spreadsheet once, and the feasibility of new leads follows them', async () => {
    const read = await uploadAndRead(
      'boa.xlsx',
      workbookOf(
        [
          HEADER,
          ['Cidade Coberta', 'MG', '35700-000', '35700-999', '', ''],
          ['Vila Nova', 'MG', '', '', 'Jardim Áurea', ''],
          ['Vila Nova', 'MG', '', '', 'Centro', 'Rua São João'],
        ],
        'xlsx',
      ),
    );
    expect(read).toMatchObject({ fase: 'lida', linhas: 3, validas: 3, invalidas: 0 });
    // A second reading of the same import is refused.
    expect((await call('POST', API.read.path.replace(':id', String(read.id)))).statusCode).toBe(409);

    const applied = json<CoverageImport>(await call('POST', API.apply.path.replace(':id', String(read.id))));
    expect(applied).toMatchObject({ fase: 'aplicada', criadas: 3 });
    expect((await call('POST', API.apply.path.replace(':id', String(read.id)))).statusCode).toBe(409);

    const page = json<{ total: number; areas: { cidade: string; cep_inicio: string | null; bairro: string | null }[] }>(
      await t.app.inject({
        method: 'GET',
        url: API.page.path,
        query: { id_empresa: String(provider), cidade: 'Vila Nova' },
        headers: await t.headersFor('vendedor'),
      }),
    );
    expect(page.total).toBe(2);
    expect(page.areas.map((a) => a.bairro)).toEqual(['Jardim Áurea', 'Centro']);

    // The same spreadsheet again adds no area the provider already has.
    const again = await uploadAndRead(
      'boa-de-novo.csv',
      csvOf([HEADER, ['Cidade Coberta', 'MG', '35700000', '35700999', '', '']]),
    );
    expect(json<CoverageImport>(await call('POST', API.apply.path.replace(':id', String(again.id))))).toMatchObject({
      criadas: 0,
    });

    const inRange = await register('35700-123', { cidade: 'Cidade Coberta', bairro: 'Qualquer', logradouro: 'Rua A' });
    expect(inRange).toMatchObject({ viabilidade: 'viavel', motivo: null });
    const byName = await register('35800-000', { cidade: 'vila nova', bairro: 'Jardim Aurea', logradouro: 'Rua B' });
    expect(byName).toMatchObject({ viabilidade: 'viavel', motivo: null });
    const outside = await register('35900-000', { cidade: 'Vila Nova', bairro: 'Centro', logradouro: 'Rua Outra' });
    expect(outside).toMatchObject({ viabilidade: 'sem_cobertura', motivo: 'sem_cobertura' });

    const withoutCoverage = json<{ leads: { id: number }[] }>(
      await t.app.inject({
        method: 'GET',
        url: PIPELINE_API.list.path,
        query: { lista: 'without-coverage', id_empresa: String(provider) },
        headers: await t.headersFor('marketing'),
      }),
    );
    expect(withoutCoverage.leads.map((l) => l.id)).toEqual([outside.id]);
  });

  it('lists the covered cities of a provider', async () => {
    const cities = json<{ cidades: { cidade: string; areas: number }[] }>(
      await t.app.inject({
        method: 'GET',
        url: API.cities.path,
        query: { id_empresa: String(provider) },
        headers: await t.headersFor('marketing'),
      }),
    );
    expect(cities.cidades).toEqual([
      { cidade: 'Cidade Coberta', uf: 'MG', areas: 1 },
      { cidade: 'Vila Nova', uf: 'MG', areas: 2 },
    ]);
  });

  it('answers 404 for an import that does not exist', async () => {
    expect((await call('GET', API.importStatus.path.replace(':id', '987654'))).statusCode).toBe(404);
  });
});
