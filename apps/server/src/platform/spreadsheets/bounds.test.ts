import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPREADSHEET_CELL_CHARS,
  MAX_SPREADSHEET_COLUMNS,
  MAX_SPREADSHEET_LINE_CHARS,
  SPREADSHEET_MSG,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { readSpreadsheet, readSpreadsheetBatches } from './read-spreadsheet';
import { csvOf, workbookOf, workbookParts, zipOf } from './spreadsheet-fixtures';
import { SpreadsheetError } from './spreadsheet-error';
import { spreadsheetReadings } from './turns';
import { checkXlsBounds } from './xls';
import { SharedStrings } from './xlsx';
import { XmlScanner } from './xml';

async function refusal(bytes: Buffer, options?: Parameters<typeof readSpreadsheet>[1]): Promise<SpreadsheetError> {
  const error = await readSpreadsheet(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

const columns = (count: number, name = (i: number) => `c${i}`) => Array.from({ length: count }, (_, i) => name(i));
const sheetXml = (rows: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>${rows}</sheetData></worksheet>`);
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const xlsxOf = (rows: string) => zipOf(workbookParts(sheetXml(rows)));

describe('the bounds of a CSV line', () => {
  it(`reads ${MAX_SPREADSHEET_COLUMNS} columns and refuses a line of one more, before reading the rest`, async () => {
    const sheet = await readSpreadsheet(
      csvOf([columns(MAX_SPREADSHEET_COLUMNS), columns(MAX_SPREADSHEET_COLUMNS, String)]),
    );
    expect(sheet.headers).toHaveLength(MAX_SPREADSHEET_COLUMNS);
    expect(sheet.lines[0].values.c199).toBe('199');

    expect(
      (
        await refusal(
          csvOf([
            ['nome', 'cpf'],
            [...columns(MAX_SPREADSHEET_COLUMNS), 'x'],
          ]),
        )
      ).message,
    ).toBe(SPREADSHEET_MSG.tooManyColumns);
    // Empty cells are columns too: a line of 200 delimiters has 201.
    expect(
      (
        await refusal(
          csvOf([
            ['nome', 'cpf'],
            ['a', 'b', ...Array<string>(MAX_SPREADSHEET_COLUMNS - 1).fill('')],
          ]),
        )
      ).message,
    ).toBe(SPREADSHEET_MSG.tooManyColumns);

    const seen: number[] = [];
    const wide = Buffer.from(`${columns(1_000_000).join(';')}\r\n1;2\r\n`);
    expect((await refusal(wide, { onProgress: (f) => seen.push(f) })).message).toBe(SPREADSHEET_MSG.tooManyColumns);
    // Refused in the first slice: nothing past it was decoded or parsed.
    expect(seen).toEqual([]);
  });

  it('refuses a line or a cell longer than allowed, as soon as it passes the bound', async () => {
    const cells = Math.ceil(MAX_SPREADSHEET_LINE_CHARS / 9_000) + 1;
    const long = csvOf([columns(cells), columns(cells, () => 'x'.repeat(9_000))]);
    expect((await refusal(long)).message).toBe(SPREADSHEET_MSG.lineTooLong);
    expect((await refusal(csvOf([['nome'], ['x'.repeat(MAX_SPREADSHEET_CELL_CHARS + 1)]]))).message).toBe(
      SPREADSHEET_MSG.cellTooLong,
    );
    const atBound = await readSpreadsheet(csvOf([['nome'], ['x'.repeat(MAX_SPREADSHEET_CELL_CHARS)]]));
    expect(atBound.lines[0].values.nome).toHaveLength(MAX_SPREADSHEET_CELL_CHARS);
    // A line with no end at all (20 MB of one cell) stops at the bound too.
    const seen: number[] = [];
    expect((await refusal(Buffer.alloc(20 * 1024 * 1024 - 1, 0x61), { onProgress: (f) => seen.push(f) })).message).toBe(
      SPREADSHEET_MSG.cellTooLong,
    );
    expect(Math.max(0, ...seen)).toBeLessThan(0.01);
  });

  it('counts a quoted cell as one, with its delimiters, quotes and line breaks, and a stray quote as text', async () => {
    const quoted = `a;${'"";'.repeat(300)}\n${'x'.repeat(100)}`;
    const sheet = await readSpreadsheet(
      csvOf([
        ['nome', 'obs'],
        ['Ana', quoted],
      ]),
    );
    expect(sheet.lines[0].values.obs).toBe(quoted);
    // A quote inside an unquoted cell (5" tela) opens nothing: the lines after it are lines of their own.
    const rows = [
      ['nome', 'obs'],
      ['Ana', '5" tela'],
      ...Array.from({ length: 3_000 }, (_, i) => [`Pessoa ${i}`, 'y'.repeat(60)]),
    ];
    const text = rows.map((row) => row.join(';')).join('\r\n');
    const stray = await readSpreadsheet(Buffer.from(text));
    expect(stray.lines).toHaveLength(3_001);
    expect(stray.lines[0].values.obs).toBe('5" tela');
  });
});

describe('the bounds of an .xlsx', () => {
  it(`reads a value in column ${MAX_SPREADSHEET_COLUMNS} (GR) and refuses one further right as it is read`, async () => {
    const header = `<row r="1">${inline('A1', 'nome')}${inline('GR1', 'ultima')}</row>`;
    const sheet = await readSpreadsheet(
      xlsxOf(`${header}<row r="2">${inline('A2', 'Ana')}<c r="GR2"><v>7</v></c><c r="GS2" s="1"/></row>`),
    );
    expect(sheet.lines).toEqual([{ linha: 2, values: { nome: 'Ana', ultima: '7' } }]);
    expect(
      (await refusal(xlsxOf(`${header}<row r="2">${inline('A2', 'Ana')}<c r="GS2"><v>7</v></c></row>`))).message,
    ).toBe(SPREADSHEET_MSG.tooManyColumns);
    const wide = `<row r="1">${Array.from({ length: 5_000 }, (_, i) => `<c><v>${i}</v></c>`).join('')}</row>`;
    expect((await refusal(xlsxOf(wide))).message).toBe(SPREADSHEET_MSG.tooManyColumns);
  });

  it('refuses a cell or a row longer than allowed, inline, as a value or as a shared string', async () => {
    const header = `<row r="1">${inline('A1', 'nome')}</row>`;
    const longText = 'x'.repeat(MAX_SPREADSHEET_CELL_CHARS + 1);
    expect((await refusal(xlsxOf(`${header}<row r="2">${inline('A2', longText)}</row>`))).message).toBe(
      SPREADSHEET_MSG.cellTooLong,
    );
    expect((await refusal(xlsxOf(`${header}<row r="2"><c r="A2" t="str"><v>${longText}</v></c></row>`))).message).toBe(
      SPREADSHEET_MSG.cellTooLong,
    );
    const cells = Math.ceil(MAX_SPREADSHEET_LINE_CHARS / 9_000) + 1;
    const row = Array.from({ length: cells }, () => `<c t="inlineStr"><is><t>${'y'.repeat(9_000)}</t></is></c>`).join(
      '',
    );
    expect((await refusal(xlsxOf(`${header}<row r="2">${row}</row>`))).message).toBe(SPREADSHEET_MSG.lineTooLong);

    const parts = workbookParts(
      sheetXml(`<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>`),
    );
    const withShared = (second: string) => {
      const rels = parts.find((p) => p.name === 'xl/_rels/workbook.xml.rels')!;
      return zipOf([
        ...parts.filter((p) => p !== rels),
        {
          name: rels.name,
          deflate: true,
          data: Buffer.from(
            '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
          ),
        },
        {
          name: 'xl/sharedStrings.xml',
          deflate: true,
          data: Buffer.from(`<?xml version="1.0"?><sst><si><t>nome</t></si><si><t>${second}</t></si></sst>`),
        },
      ]);
    };
    expect((await readSpreadsheet(withShared('Ana'))).lines).toEqual([{ linha: 2, values: { nome: 'Ana' } }]);
    expect((await refusal(withShared(longText))).message).toBe(SPREADSHEET_MSG.cellTooLong);
  });

  it('keeps its shared strings as UTF-8 in blocks, and refuses them past their bound', () => {
    const strings = new SharedStrings();
    const texts = Array.from({ length: 3_000 }, (_, i) => `${i} São João ${'ç'.repeat(i % 700)} 日本`);
    for (const text of texts) strings.add(text);
    strings.add('');
    expect(texts.every((text, i) => strings.get(i) === text)).toBe(true);
    expect(strings.get(3_000)).toBe('');
    expect([strings.get(3_001), strings.get(-1), strings.get(1.5)]).toEqual([undefined, undefined, undefined]);

    const small = new SharedStrings(100);
    small.add('x'.repeat(50));
    expect(() => small.add('y'.repeat(50))).toThrow(SPREADSHEET_MSG.tooMuchText);
  });

  it('hands a long text over as it comes, and refuses a tag that never ends', () => {
    const pieces: string[] = [];
    const scanner = new XmlScanner({ open: () => {}, close: () => {}, text: (text) => pieces.push(text) });
    scanner.write('<t>');
    for (let i = 0; i < 80; i++) scanner.write('x'.repeat(64 * 1024));
    // Every piece was handed over before the text ended; an entity cut in two waits for its end.
    expect(pieces.join('')).toHaveLength(80 * 64 * 1024);
    scanner.write('a &am');
    expect(pieces.at(-1)).toBe('a ');
    scanner.write('p; b</t>');
    scanner.end();
    expect(pieces.at(-1)).toBe('& b');

    const endless = new XmlScanner({ open: () => {}, close: () => {}, text: () => {} });
    endless.write('<c r="A1" ');
    expect(() => {
      for (let i = 0; i < 40; i++) endless.write(' x="1"'.repeat(10_000));
    }).toThrow(SPREADSHEET_MSG.unreadable);
  });
});

describe('the bounds of an .xls', () => {
  it(`refuses a value beyond column ${MAX_SPREADSHEET_COLUMNS} before reading the workbook`, async () => {
    // (An .xls cell longer than allowed cannot be written here: the writer cuts texts at 255 characters.)
    const at = (count: number) => workbookOf([columns(count), columns(count, String)], 'xls');
    expect((await readSpreadsheet(at(MAX_SPREADSHEET_COLUMNS))).headers).toHaveLength(MAX_SPREADSHEET_COLUMNS);
    expect((await refusal(at(MAX_SPREADSHEET_COLUMNS + 1))).message).toBe(SPREADSHEET_MSG.tooManyColumns);
  });

  it('counts the cells of its records, numbers packed by row included, against the bound', () => {
    const stream = (book: Buffer) => {
      const container = XLSX.CFB.read(book, { type: 'buffer' }) as unknown;
      return Uint8Array.from((XLSX.CFB.find(container, 'Workbook') as { content: number[] }).content);
    };
    const rows = [
      ['a', 'b', 'c'],
      [1, 2, 3],
      [4, 5, 6],
    ];
    const book = stream(workbookOf(rows, 'xls'));
    expect(() => checkXlsBounds(book, 9)).not.toThrow();
    expect(() => checkXlsBounds(book, 8)).toThrow(SPREADSHEET_MSG.xlsTooLarge);
    // A MULRK record: row 1, columns 0 to 2, three RK numbers of six bytes, the last column.
    const mulrk = Buffer.alloc(4 + 6 + 3 * 6);
    mulrk.writeUInt16LE(0x00bd, 0);
    mulrk.writeUInt16LE(6 + 3 * 6, 2);
    mulrk.writeUInt16LE(1, 4);
    mulrk.writeUInt16LE(0, 6);
    mulrk.writeUInt16LE(2, 4 + 6 + 3 * 6 - 2);
    expect(() => checkXlsBounds(mulrk, 3)).not.toThrow();
    expect(() => checkXlsBounds(mulrk, 2)).toThrow(SPREADSHEET_MSG.xlsTooLarge);
    mulrk.writeUInt16LE(MAX_SPREADSHEET_COLUMNS, 4 + 6 + 3 * 6 - 2);
    expect(() => checkXlsBounds(mulrk, 3)).toThrow(SPREADSHEET_MSG.tooManyColumns);
  });
});

describe('readings at once', () => {
  it('reads one spreadsheet at a time: the next waits for its turn, which a finished, refused or left reading gives back', async () => {
    const rows = [['nome'], ...Array.from({ length: 20_000 }, (_, i) => [`Pessoa ${i}`])];
    const first = readSpreadsheetBatches(csvOf(rows));
    await first.next();
    expect(spreadsheetReadings.state).toEqual({ holders: 1, waiting: 0 });

    let secondDone = false;
    const second = readSpreadsheet(csvOf([['nome'], ['Ana']])).then((sheet) => ((secondDone = true), sheet));
    const refused = refusal(csvOf([['nome', 'cpf'], columns(MAX_SPREADSHEET_COLUMNS + 1)]));
    await expect.poll(() => spreadsheetReadings.state).toEqual({ holders: 1, waiting: 2 });
    expect(secondDone).toBe(false);

    // Left half read: its turn passes to the next in line.
    await first.return();
    expect((await second).lines).toEqual([{ linha: 2, values: { nome: 'Ana' } }]);
    expect((await refused).message).toBe(SPREADSHEET_MSG.tooManyColumns);
    expect(spreadsheetReadings.state).toEqual({ holders: 0, waiting: 0 });
    expect((await readSpreadsheet(csvOf([['nome'], ['Bia']]))).lines).toHaveLength(1);
  });
});
