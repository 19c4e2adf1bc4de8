import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { detectDelimiter } from './csv';
import { readSpreadsheet, spreadsheetFormatOf } from './read-spreadsheet';
import { type FixtureCell, csvOf, workbookOf } from './spreadsheet-fixtures';
import { SpreadsheetError } from './spreadsheet-error';

const ROWS: FixtureCell[][] = [
  ['codpessoa', 'nome_razaosocial', 'cidade'],
  ['10', 'João Conceição', 'São João del-Rei'],
  ['11', 'Ação; "Vírgula", Ltda', 'Uberlândia'],
];
const EXPECTED = [
  { linha: 2, values: { codpessoa: '10', nome_razaosocial: 'João Conceição', cidade: 'São João del-Rei' } },
  { linha: 3, values: { codpessoa: '11', nome_razaosocial: 'Ação; "Vírgula", Ltda', cidade: 'Uberlândia' } },
];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function refusal(bytes: Buffer, options?: Parameters<typeof readSpreadsheet>[1]): Promise<SpreadsheetError> {
  const error = await readSpreadsheet(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

describe('the spreadsheet reader', () => {
  it.each([
    ['semicolons in UTF-8', csvOf(ROWS)],
    ['commas in UTF-8 with a byte order mark', csvOf(ROWS, { delimiter: ',', bom: true })],
    ['semicolons in Latin-1', csvOf(ROWS, { encoding: 'latin1' })],
    ['tabs', csvOf(ROWS, { delimiter: '\t' })],
  ])('reads a CSV file with %s into header → text lines', async (_, bytes) => {
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.format).toBe('csv');
    expect(sheet.headers).toEqual(['codpessoa', 'nome_razaosocial', 'cidade']);
    expect(sheet.lines).toEqual(EXPECTED);
  });

  it('reads a UTF-16 CSV file with its byte order mark (Excel\'s "Unicode text")', async () => {
    const text = 'codpessoa\tnome_razaosocial\tcidade\r\n10\tJoão Conceição\tSão João del-Rei\r\n';
    const sheet = await readSpreadsheet(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(sheet.lines).toEqual([EXPECTED[0]]);
  });

  it.each(['xlsx', 'xls'] as const)(
    'reads the first sheet of an %s workbook, numbers as digits and dates as days',
    async (format) => {
      const rows: FixtureCell[][] = [
        ...ROWS.map((r) => [...r, r === ROWS[0] ? 'nascimento' : { day: '2000-02-29' }]),
        [12345678901, 'Número', null, { day: '1999-12-31' }],
      ];
      const sheet = await readSpreadsheet(workbookOf(rows, format));
      expect(sheet.format).toBe(format);
      expect(sheet.lines).toEqual([
        { linha: 2, values: { ...EXPECTED[0].values, nascimento: '2000-02-29' } },
        { linha: 3, values: { ...EXPECTED[1].values, nascimento: '2000-02-29' } },
        {
          linha: 4,
          values: { codpessoa: '12345678901', nome_razaosocial: 'Número', cidade: '', nascimento: '1999-12-31' },
        },
      ]);
    },
  );

  it("keeps the spreadsheet's line numbers: blank lines skipped, a header below blank lines", async () => {
    const rows: FixtureCell[][] = [
      [null, null],
      ['codigo', 'nome'],
      ['1', 'Um'],
      [null, null],
      ['2', 'Dois'],
    ];
    for (const bytes of [csvOf(rows), workbookOf(rows, 'xlsx'), workbookOf(rows, 'xls')]) {
      const sheet = await readSpreadsheet(bytes);
      expect(sheet.lines.map((l) => [l.linha, l.values.codigo])).toEqual([
        [3, '1'],
        [5, '2'],
      ]);
    }
  });

  it('judges the format by the content, never by a name', async () => {
    expect(await spreadsheetFormatOf(workbookOf(ROWS, 'xlsx'))).toBe('xlsx');
    expect(await spreadsheetFormatOf(workbookOf(ROWS, 'xls'))).toBe('xls');
    expect(await spreadsheetFormatOf(csvOf(ROWS))).toBe('csv');
    expect(await spreadsheetFormatOf(PNG)).toBeNull();
    expect((await refusal(PNG)).message).toBe(SPREADSHEET_MSG.format);
    // A PDF, and binary bytes without any signature, are not spreadsheets either.
    expect((await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).message).toBe(SPREADSHEET_MSG.format);
    expect((await refusal(Buffer.from([0x01, 0x00, 0x02, 0x00, 0x41, 0x42]))).message).toBe(SPREADSHEET_MSG.format);
  });

  it('refuses a workbook it cannot read: cut short, or a compound file that holds no workbook', async () => {
    const xlsx = workbookOf(ROWS, 'xlsx');
    expect((await refusal(xlsx.subarray(0, xlsx.length - 40))).message).toBe(SPREADSHEET_MSG.unreadable);
    const word = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(word, 'WordDocument', Buffer.from('not a workbook'));
    expect((await refusal(Buffer.from(XLSX.CFB.write(word, { type: 'buffer' }) as Buffer))).message).toBe(
      SPREADSHEET_MSG.unreadable,
    );
  });

  it('refuses an empty file, a file over the size limit and one over the line limit', async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe(SPREADSHEET_MSG.empty);
    expect((await refusal(csvOf(ROWS), { maxBytes: 20 })).message).toBe(SPREADSHEET_MSG.tooLarge);
    expect((await refusal(csvOf(ROWS), { maxRows: 1 })).message).toBe(SPREADSHEET_MSG.tooManyRows);
  });

  it('refuses a file without a header, without data lines, or with a header twice', async () => {
    expect((await refusal(Buffer.from(';;\r\n;;\r\n'))).message).toBe(SPREADSHEET_MSG.noHeader);
    expect((await refusal(csvOf([['codpessoa', 'nome']]))).message).toBe(SPREADSHEET_MSG.noRows);
    expect(
      (
        await refusal(
          csvOf([
            ['nome', 'cpf', 'Nome'],
            ['a', 'b', 'c'],
          ]),
        )
      ).message,
    ).toBe(SPREADSHEET_MSG.duplicateHeader('Nome'));
  });

  it('treats a header named __proto__ as a column like any other', async () => {
    const sheet = await readSpreadsheet(
      csvOf([
        ['__proto__', 'nome'],
        ['x', 'y'],
      ]),
    );
    expect(sheet.lines[0].values.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('detects the delimiter of the header line outside quotes', () => {
    expect(detectDelimiter('"a,b";c;d\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2;3;4')).toBe(',');
    expect(detectDelimiter('\n\nnome\n')).toBe(',');
  });
});
