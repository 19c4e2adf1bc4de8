import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { MAX_SPREADSHEET_UNZIPPED_BYTES, SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { readSpreadsheet } from './read-spreadsheet';
import { csvOf, deflatedFill, workbookOf, workbookParts, zipOf } from './spreadsheet-fixtures';
import { SpreadsheetError } from './spreadsheet-error';
import { isDateFormatCode } from './xlsx';
import { XmlScanner, attribute } from './xml';

async function refusal(bytes: Buffer, options?: Parameters<typeof readSpreadsheet>[1]): Promise<SpreadsheetError> {
  const error = await readSpreadsheet(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

const sheetXml = (rows: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>${rows}</sheetData></worksheet>`);
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = `<row r="1">${inline('A1', 'nome')}${inline('B1', 'cpf')}${inline('C1', 'telefone')}</row>`;

describe('an .xlsx whose zip would inflate past the limit', () => {
  it('is refused from the sizes its central directory declares, before anything is inflated', async () => {
    // 250 MB of spaces deflate to about 250 KB: the classic zip bomb, honest about its size.
    const bomb = await deflatedFill(250 * 1024 * 1024);
    const bytes = zipOf(workbookParts(bomb, { deflated: true, declaredSize: 250 * 1024 * 1024 }));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(bytes);
    delay.disable();
    expect(error.message).toBe(SPREADSHEET_MSG.tooLargeUnzipped);
    expect(error.problem).toBe('tooLargeUnzipped');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('is refused when its parts together declare more than the limit', async () => {
    const part = { data: Buffer.from('x'), deflate: true, declaredSize: MAX_SPREADSHEET_UNZIPPED_BYTES / 2 + 1 };
    const bytes = zipOf([
      ...workbookParts(sheetXml(HEADER)),
      { name: 'xl/media/a.bin', ...part },
      { name: 'xl/media/b.bin', ...part },
    ]);
    expect((await refusal(bytes)).message).toBe(SPREADSHEET_MSG.tooLargeUnzipped);
  });

  it('is refused when a part inflates past the size it declares (a lying directory), without inflating the rest', async () => {
    const bomb = await deflatedFill(100 * 1024 * 1024);
    const bytes = zipOf(workbookParts(bomb, { deflated: true, declaredSize: 1024 }));
    const started = performance.now();
    expect((await refusal(bytes)).message).toBe(SPREADSHEET_MSG.unreadable);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is refused when a part inflates to less than it declares, or its local header disagrees with the directory', async () => {
    const short = zipOf(workbookParts(sheetXml(HEADER), { declaredSize: 100_000 }));
    expect((await refusal(short)).message).toBe(SPREADSHEET_MSG.unreadable);
    const renamed = zipOf(workbookParts(sheetXml(HEADER)));
    const local = renamed.indexOf('xl/worksheets/sheet1.xml');
    renamed.write('X', local);
    expect((await refusal(renamed)).message).toBe(SPREADSHEET_MSG.unreadable);
  });

  it('accepts a limit of its own', async () => {
    const bytes = workbookOf([['nome'], ['Ana']], 'xlsx');
    expect((await refusal(bytes, { maxUnzippedBytes: 1000 })).message).toBe(SPREADSHEET_MSG.tooLargeUnzipped);
  });
});

describe('the .xlsx reader', () => {
  it('reads the model spreadsheet the screens offer (written by write-excel-file)', async () => {
    const rows = [
      ['nome', 'cpf', 'telefone'],
      ['Maria da Silva', '529.982.247-25', '(31) 98888-7777'],
    ].map((row) => row.map((value) => ({ value, type: String })));
    const bytes = (await writeXlsxFile(rows).toBuffer()) as Buffer;
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.format).toBe('xlsx');
    expect(sheet.lines).toEqual([
      { linha: 2, values: { nome: 'Maria da Silva', cpf: '529.982.247-25', telefone: '(31) 98888-7777' } },
    ]);
  });

  it('reads inline strings, booleans, formula results, escapes and entities; errors are empty; a cell without a header is left out', async () => {
    const bytes = zipOf(
      workbookParts(
        sheetXml(
          `${HEADER}<row r="2">${inline('A2', 'Jo&#227;o &amp; Ana_x0021_')}<c r="B2" t="str"><f>A1</f><v>=1+1</v></c><c r="C2" t="b"><v>1</v></c></row>` +
            `<row r="4"><c r="A4" t="inlineStr"><is><r><t>Ra</t></r><r><t xml:space="preserve">quel </t></r><rPh><t>ラ</t></rPh></is></c><c r="B4" t="e"><v>#N/A</v></c><c r="GR4"><v>1</v></c><c r="XFD4"/></row>`,
        ),
      ),
    );
    const sheet = await readSpreadsheet(bytes);
    expect(sheet.lines).toEqual([
      { linha: 2, values: { nome: 'João & Ana!', cpf: '=1+1', telefone: 'true' } },
      { linha: 4, values: { nome: 'Raquel', cpf: '', telefone: '' } },
    ]);
  });

  it('tells date formats from number formats', () => {
    for (const code of ['dd/mm/yyyy', 'm/d/yy;@', '[$-416]d-mmm-yy', 'yyyy-mm-dd hh:mm', '[h]:mm:ss', '"Dia "d'])
      expect(isDateFormatCode(code), code).toBe(true);
    for (const code of ['0', '#,##0.00', '0.00E+00', '"R$ "#,##0.00', '[Red]0', 'General', '@'])
      expect(isDateFormatCode(code), code).toBe(false);
  });

  it('stops at the first line over the limit without reading the rest', async () => {
    const rows = [['nome'], ...Array.from({ length: 5_000 }, (_, i) => [`Pessoa ${i}`])];
    const seen: number[] = [];
    const error = await refusal(workbookOf(rows, 'xlsx'), { maxRows: 10, onProgress: (f) => seen.push(f) });
    expect(error.message).toBe(SPREADSHEET_MSG.tooManyRows);
    expect(Math.max(...seen)).toBeLessThan(1);
  });

  it('reports its progress from 0 to 1, for .xlsx and .csv', async () => {
    const rows = [['nome'], ...Array.from({ length: 20_000 }, (_, i) => [`Pessoa ${i}`])];
    for (const bytes of [workbookOf(rows, 'xlsx'), csvOf(rows)]) {
      const seen: number[] = [];
      await readSpreadsheet(bytes, { onProgress: (f) => seen.push(f) });
      expect(seen.length).toBeGreaterThan(1);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.at(-1)).toBe(1);
    }
  });
});

describe('the XML scanner', () => {
  it('gives the same events however the text is cut', () => {
    const xml = `<?xml version="1.0"?><!-- c --><a x="1>2" y='z'><b/>t&amp;u<![CDATA[<raw>]]><p:c r="A1">v</p:c></a>`;
    const eventsOf = (pieces: string[]) => {
      const events: string[] = [];
      // Adjacent texts may arrive in pieces; joined they are the same.
      const text = (t: string) =>
        events.at(-1)?.startsWith('T:') ? (events[events.length - 1] += t) : events.push(`T:${t}`);
      const scanner = new XmlScanner({
        open: (name, attributes, selfClosing) =>
          events.push(
            `O:${name}${selfClosing ? '/' : ''} ${attribute(attributes, 'x') ?? ''}${attribute(attributes, 'r') ?? ''}`,
          ),
        close: (name) => events.push(`C:${name}`),
        text,
      });
      for (const piece of pieces) scanner.write(piece);
      scanner.end();
      return events.join('|');
    };
    const whole = eventsOf([xml]);
    expect(whole).toBe('O:a 1>2|O:b/ |C:b|T:t&u<raw>|O:c A1|T:v|C:c|C:a');
    for (let cut = 1; cut < xml.length; cut++)
      expect(eventsOf([xml.slice(0, cut), xml.slice(cut)]), `cut at ${cut}`).toBe(whole);
  });

  it('refuses a document type declaration (no entity is ever expanded)', () => {
    const scanner = new XmlScanner({ open: () => {}, close: () => {}, text: () => {} });
    expect(() => scanner.write('<!DOCTYPE a [<!ENTITY b "c">]><a>&b;</a>')).toThrow(SpreadsheetError);
  });
});
