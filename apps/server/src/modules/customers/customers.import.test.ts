import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { clientePessoa, empresa } from '../../db/schema';
import { type FixtureCell, csvOf, workbookOf } from '../../platform/spreadsheets/spreadsheet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeCustomerLines } from './customers.import';

const M = CUSTOMERS_MSG.row;
const HEADER = [
  'codpessoa',
  'cpf',
  'nome_razaosocial',
  'email',
  'celular',
  'data_nascimento',
  'data_ativacao',
  'data_contratacao',
  'ativo',
];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** A multipart body with text fields and, when given, the file part `arquivo`. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----clientes-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('customer import', () => {
  let t: TestApp;
  let provider: number;

  beforeAll(async () => {
    t = await createTestApp();
    // A provider of its own: its directory starts empty, so counts are exact.
    [{ id: provider }] = await t.database.db
      .insert(empresa)
      .values({ nome: 'Provedor da Importação' })
      .returning({ id: empresa.id });
  });
  afterAll(async () => t?.close());

  const send = async (
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
    who: 'marketing' | 'admin' | 'candidato' | 'colaborador' | null = 'marketing',
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: API.import.method,
      url: API.import.path,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? await t.headersFor(who) : {}) },
    });
  };
  const importRows = (
    rows: FixtureCell[][],
    options: { sistema?: number; aplicar?: boolean; name?: string; bytes?: Buffer } = {},
  ) =>
    send(
      { sistema: String(options.sistema ?? provider), ...(options.aplicar ? { aplicar_validas: 'true' } : {}) },
      { name: options.name ?? 'clientes.csv', bytes: options.bytes ?? csvOf(rows) },
    );
  const stored = (sistema = provider) =>
    t.database.db
      .select({
        codpessoa: clientePessoa.codpessoa,
        cpf: clientePessoa.cpf,
        nome_razaosocial: clientePessoa.nome_razaosocial,
        email: clientePessoa.email,
        celular: clientePessoa.celular,
        data_nascimento: clientePessoa.data_nascimento,
        data_ativacao: clientePessoa.data_ativacao,
        data_contratacao: clientePessoa.data_contratacao,
        ativo: clientePessoa.ativo,
      })
      .from(clientePessoa)
      .where(eq(clientePessoa.sistema, sistema))
      .orderBy(asc(clientePessoa.codpessoa));
  const clear = () => t.database.db.delete(clientePessoa).where(eq(clientePessoa.sistema, provider));

  describe('access and the request', () => {
    it('refuses a call without a token with 401 and staff without the import right with 403, before reading the file', async () => {
      const rows = [HEADER, ['A-1', '52998224725', 'Cliente']];
      expect((await send({ sistema: String(provider) }, { name: 'c.csv', bytes: csvOf(rows) }, null)).statusCode).toBe(
        401,
      );
      expect(
        (await send({ sistema: String(provider) }, { name: 'c.csv', bytes: csvOf(rows) }, 'candidato')).statusCode,
      ).toBe(403);
      expect(
        (await send({ sistema: String(provider) }, { name: 'c.csv', bytes: csvOf(rows) }, 'colaborador')).statusCode,
      ).toBe(403);
      expect(await stored()).toEqual([]);
    });

    it('lets the superadmin import', async () => {
      const res = await send(
        { sistema: String(provider) },
        { name: 'c.csv', bytes: csvOf([HEADER, ['S-1', '52998224725', 'Cliente do Admin']]) },
        'admin',
      );
      expect(res.statusCode).toBe(200);
      await clear();
    });

    it('refuses with 400 a request without provider, with a provider that is not a number or does not exist, or without a file', async () => {
      const file = { name: 'c.csv', bytes: csvOf([HEADER, ['A-1', '52998224725', 'Cliente']]) };
      const cases: [Record<string, string>, { name: string; bytes: Buffer } | undefined, string, string][] = [
        [{}, file, 'sistema', CUSTOMERS_MSG.providerRequired],
        [{ sistema: 'bitcom' }, file, 'sistema', CUSTOMERS_MSG.providerRequired],
        [{ sistema: '999999' }, file, 'sistema', CUSTOMERS_MSG.providerNotFound],
        [{ sistema: String(provider) }, undefined, 'arquivo', CUSTOMERS_MSG.fileRequired],
        [{ sistema: String(provider), aplicar_validas: 'talvez' }, file, 'aplicar_validas', 'Dados inválidos.'],
      ];
      for (const [fields, upload, path, message] of cases) {
        const res = await send(fields, upload);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json()).toMatchObject({ error: 'invalid_input', message, fields: [{ path, message }] });
      }
    });

    it('refuses with 400 a body that is not multipart', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.import.path,
        payload: { sistema: provider },
        headers: await t.headersFor('marketing'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CUSTOMERS_MSG.providerRequired);
    });
  });

  describe('the file', () => {
    it('judges the content, not the name: an image named .csv is refused, a workbook named .csv is read', async () => {
      const png = await importRows([], { name: 'clientes.csv', bytes: PNG });
      expect(png.statusCode).toBe(400);
      expect(png.json()).toMatchObject({
        message: SPREADSHEET_MSG.format,
        fields: [{ path: 'arquivo', message: SPREADSHEET_MSG.format }],
      });
      const xlsx = await importRows([], {
        name: 'clientes.csv',
        bytes: workbookOf([HEADER, ['N-1', '52998224725', 'Cliente']], 'xlsx'),
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.json()).toMatchObject({ linhas: 1, inseridos: 1 });
      await clear();
    });

    it('refuses a file over 20 MB with 413 and the size text', async () => {
      const big = Buffer.concat([
        csvOf([HEADER]),
        Buffer.alloc(MAX_SPREADSHEET_BYTES + 1 - csvOf([HEADER]).length, 0x20),
      ]);
      for (const bytes of [big, Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024, 0x20)])]) {
        const res = await importRows([], { bytes });
        expect(res.statusCode).toBe(413);
        expect(res.json().message).toBe(SPREADSHEET_MSG.tooLarge);
      }
    });

    it('refuses an empty file and one without the required columns, naming them', async () => {
      expect((await importRows([], { bytes: Buffer.alloc(0) })).json().message).toBe(SPREADSHEET_MSG.empty);
      const res = await importRows([
        ['codigo', 'nome', 'email'],
        ['1', 'Ana', 'ana@exemplo.com'],
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CUSTOMERS_MSG.missingColumns(['cpf']));
      const none = await importRows([['coluna'], ['x']]);
      expect(none.json().message).toBe('A planilha não tem as colunas obrigatórias codpessoa, cpf, nome_razaosocial.');
    });
  });

  describe('writing', () => {
    it('imports a CSV with the accepted header spellings, storing digits, lower-case e-mails and days', async () => {
      const rows: FixtureCell[][] = [
        [
          'Código',
          'CPF',
          'Nome',
          'E-mail',
          'Telefone',
          'Data de Nascimento',
          'Data de Ativação',
          'Data de Contratação',
          'Situação',
          'Plano',
        ],
        [
          'H-1',
          '529.982.247-25',
          '  Ana   Souza ',
          'Ana.Souza@Exemplo.COM.br',
          '(31) 98888-7777',
          '29/02/1992',
          '2021-03-05',
          '1/3/2021',
          'Sim',
          '300 Mega',
        ],
        ['H-2', '11144477735', 'Padaria Dois Irmãos Ltda', '', '+55 34 3333-4444', '', '', '', 'não', ''],
      ];
      const res = await importRows(rows, { name: 'qualquer-nome.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        linhas: 2,
        inseridos: 2,
        atualizados: 0,
        inalterados: 0,
        gravado: true,
        invalidos: [],
      });
      expect(await stored()).toEqual([
        {
          codpessoa: 'H-1',
          cpf: '52998224725',
          nome_razaosocial: 'Ana Souza',
          email: 'ana.souza@exemplo.com.br',
          celular: '31988887777',
          data_nascimento: '1992-02-29',
          data_ativacao: '2021-03-05',
          data_contratacao: '2021-03-01',
          ativo: true,
        },
        {
          codpessoa: 'H-2',
          cpf: '11144477735',
          nome_razaosocial: 'Padaria Dois Irmãos Ltda',
          email: null,
          celular: '3433334444',
          data_nascimento: null,
          data_ativacao: null,
          data_contratacao: null,
          ativo: false,
        },
      ]);
      await clear();
    });

    it.each(['xlsx', 'xls'] as const)(
      'imports an %s workbook: date cells, and CPFs and codes typed as numbers',
      async (format) => {
        const rows: FixtureCell[][] = [
          HEADER,
          [
            123,
            1234567890 /* 012.345.678-90 without its zero */,
            'Cliente Número',
            null,
            31988887777,
            { day: '1980-12-25' },
            { day: '2020-02-29' },
            '15/01/2020',
            true,
          ],
        ];
        const res = await importRows([], { name: `clientes.${format}`, bytes: workbookOf(rows, format) });
        expect(res.json()).toMatchObject({ linhas: 1, inseridos: 1, invalidos: [] });
        expect(await stored()).toEqual([
          {
            codpessoa: '123',
            cpf: '01234567890',
            nome_razaosocial: 'Cliente Número',
            email: null,
            celular: '31988887777',
            data_nascimento: '1980-12-25',
            data_ativacao: '2020-02-29',
            data_contratacao: '2020-01-15',
            ativo: true,
          },
        ]);
        await clear();
      },
    );

    it('reports every reason a line is refused, by line, and writes nothing', async () => {
      const rows: FixtureCell[][] = [
        HEADER,
        ['OK-1', '52998224725', 'Cliente Válido', 'valido@exemplo.com', '31988887777', '01/01/1990', '', '', ''],
        ['', '52998224725', 'Sem código'],
        ['X'.repeat(31), '52998224725', 'Código longo'],
        ['R-1', '', 'Sem CPF'],
        ['R-2', '529.982.247', 'CPF curto'],
        ['R-3', '529.982.247-24', 'CPF com dígito errado'],
        ['R-4', '11111111111', 'CPF repetido'],
        ['R-5', '52998224725', ''],
        ['R-6', '52998224725', 'N'.repeat(201)],
        ['R-7', '52998224725', 'E-mail ruim', 'fulano@'],
        ['R-8', '52998224725', 'Celular curto', '', '9888-7777'],
        ['R-9', '52998224725', 'Celular longo', '', '319888877776'],
        ['R-10', '52998224725', 'Nascimento', '', '', '31/02/1990'],
        ['R-11', '52998224725', 'Ativação', '', '', '', '2021/03/05'],
        ['R-12', '52998224725', 'Contratação', '', '', '', '', 'ontem'],
        ['R-13', '52998224725', 'Ativo', '', '', '', '', '', 'talvez'],
        ['DUP', '52998224725', 'Repetido A'],
        ['DUP', '52998224725', 'Repetido B'],
        ['R-14', 'abc', '', 'x@y', '1', '1990-13-01', '', '', ''],
      ];
      const res = await importRows(rows);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        linhas: 19,
        inseridos: 0,
        atualizados: 0,
        inalterados: 0,
        gravado: false,
        invalidos: [
          { linha: 3, motivo: M.codeRequired },
          { linha: 4, motivo: M.codeTooLong },
          { linha: 5, motivo: M.cpfRequired },
          { linha: 6, motivo: M.cpfLength },
          { linha: 7, motivo: M.cpfInvalid },
          { linha: 8, motivo: M.cpfInvalid },
          { linha: 9, motivo: M.nameRequired },
          { linha: 10, motivo: M.nameTooLong },
          { linha: 11, motivo: M.email },
          { linha: 12, motivo: M.celular },
          { linha: 13, motivo: M.celular },
          { linha: 14, motivo: 'Data de nascimento inválida: use dd/mm/aaaa ou aaaa-mm-dd.' },
          { linha: 15, motivo: 'Data de ativação inválida: use dd/mm/aaaa ou aaaa-mm-dd.' },
          { linha: 16, motivo: 'Data de contratação inválida: use dd/mm/aaaa ou aaaa-mm-dd.' },
          { linha: 17, motivo: M.ativo },
          { linha: 18, motivo: 'Código do cliente (codpessoa) repetido na planilha, nas linhas 18, 19.' },
          { linha: 19, motivo: 'Código do cliente (codpessoa) repetido na planilha, nas linhas 18, 19.' },
          {
            linha: 20,
            motivo: [
              M.cpfLength,
              M.nameRequired,
              M.email,
              M.celular,
              'Data de nascimento inválida: use dd/mm/aaaa ou aaaa-mm-dd.',
            ].join(' '),
          },
        ],
      });
      expect(await stored()).toEqual([]);
    });

    it('writes only the valid lines when asked to, still reporting the others', async () => {
      const rows: FixtureCell[][] = [
        HEADER,
        ['V-1', '52998224725', 'Válido Um'],
        ['V-2', '123', 'CPF curto'],
        ['V-3', '11144477735', 'Válido Três'],
      ];
      const res = await importRows(rows, { aplicar: true });
      expect(res.json()).toEqual({
        linhas: 3,
        inseridos: 2,
        atualizados: 0,
        inalterados: 0,
        gravado: true,
        invalidos: [{ linha: 3, motivo: M.cpfLength }],
      });
      expect((await stored()).map((c) => c.codpessoa)).toEqual(['V-1', 'V-3']);
      await clear();
    });

    it('updates on a second import instead of duplicating, and counts the lines that did not change', async () => {
      const first: FixtureCell[][] = [
        HEADER,
        ['U-1', '52998224725', 'Primeiro', 'um@exemplo.com'],
        ['U-2', '11144477735', 'Segundo'],
        ['U-3', '52998224725', 'Terceiro'],
      ];
      expect((await importRows(first)).json()).toMatchObject({ inseridos: 3, atualizados: 0, inalterados: 0 });
      const [before] = await t.database.db
        .select({ updated_at: clientePessoa.updated_at })
        .from(clientePessoa)
        .where(and(eq(clientePessoa.sistema, provider), eq(clientePessoa.codpessoa, 'U-2')));

      const second: FixtureCell[][] = [
        HEADER,
        ['U-1', '52998224725', 'Primeiro Alterado', ''],
        ['U-2', '11144477735', 'Segundo'],
        ['U-3', '52998224725', 'Terceiro', '', '', '', '', '', 'não'],
        ['U-4', '11144477735', 'Quarto'],
      ];
      expect((await importRows(second)).json()).toEqual({
        linhas: 4,
        inseridos: 1,
        atualizados: 2,
        inalterados: 1,
        gravado: true,
        invalidos: [],
      });
      const rows = await stored();
      expect(rows.map((r) => [r.codpessoa, r.nome_razaosocial, r.email, r.ativo])).toEqual([
        ['U-1', 'Primeiro Alterado', null, true],
        ['U-2', 'Segundo', null, true],
        ['U-3', 'Terceiro', null, false],
        ['U-4', 'Quarto', null, true],
      ]);
      const [after] = await t.database.db
        .select({ updated_at: clientePessoa.updated_at })
        .from(clientePessoa)
        .where(and(eq(clientePessoa.sistema, provider), eq(clientePessoa.codpessoa, 'U-2')));
      expect(after.updated_at).toEqual(before.updated_at);
      // The same code under another provider is another customer.
      const [other] = await t.database.db.select({ id: empresa.id }).from(empresa).orderBy(asc(empresa.id)).limit(1);
      expect((await importRows(first, { sistema: other.id })).json()).toMatchObject({ inseridos: 3 });
      await t.database.db
        .delete(clientePessoa)
        .where(and(eq(clientePessoa.sistema, other.id), sql`${clientePessoa.codpessoa} like 'U-%'`));
      await clear();
    });

    it('writes a large file in batches, all of it', async () => {
      const rows: FixtureCell[][] = [
        HEADER,
        ...Array.from({ length: 2_500 }, (_, i) => [`L-${i}`, '52998224725', `Cliente ${i}`]),
      ];
      const res = await importRows(rows);
      expect(res.json()).toMatchObject({ linhas: 2_500, inseridos: 2_500 });
      const [{ n }] = await t.database.db
        .select({ n: count() })
        .from(clientePessoa)
        .where(eq(clientePessoa.sistema, provider));
      expect(n).toBe(2_500);
      await clear();
    });

    it('writes every batch or none: a refusal of the database in a later batch undoes the earlier ones', async () => {
      const db = t.database.db;
      await db.execute(
        sql`alter table relacionamento_dados_pessoas add constraint teste_recusa check (nome_razaosocial <> 'Recusado')`,
      );
      try {
        const lines = Array.from({ length: 1_500 }, (_, i) => ({
          linha: i + 2,
          values: {
            codpessoa: `T-${i}`,
            cpf: '52998224725',
            nome_razaosocial: i === 1_400 ? 'Recusado' : `Cliente ${i}`,
          },
        }));
        await expect(writeCustomerLines(db, provider, lines, { applyValid: false })).rejects.toThrow();
        expect(await stored()).toEqual([]);
      } finally {
        await db.execute(sql`alter table relacionamento_dados_pessoas drop constraint teste_recusa`);
      }
    });
  });
});
