import {
  MAX_SPREADSHEET_CELL_CHARS,
  MAX_SPREADSHEET_COLUMNS,
  MAX_SPREADSHEET_LINE_CHARS,
  MAX_SPREADSHEET_SHARED_TEXT_BYTES,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import type { Cell } from './cells';
import { type RowBatches, type SheetRow, yieldToEventLoop } from './rows';
import { SpreadsheetError } from './spreadsheet-error';
import { XmlScanner, attribute } from './xml';
import { type ZipEntry, type ZipLimits, entryText, inflateEntry, readZipDirectory } from './zip';

/** Excel's largest column (XFD): cells beyond it are not part of a sheet. */
const EXCEL_COLUMNS = 16_384;

const unreadable = () => new SpreadsheetError('unreadable');

/** A part's path inside the zip from a relationship's target, relative to the part that names it (or absolute). */
function resolvePath(from: string, target: string): string {
  const base = target.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const piece of target.replace(/^\//, '').split('/')) {
    if (piece === '..') base.pop();
    else if (piece && piece !== '.') base.push(piece);
  }
  return base.join('/');
}

/** The relationships of a part (`_rels/<name>.rels` beside it): id → { type, target path }. */
async function relationshipsOf(
  bytes: Uint8Array,
  entries: Map<string, ZipEntry>,
  part: string,
): Promise<Map<string, { type: string; path: string }>> {
  const folder = part.split('/').slice(0, -1).join('/');
  const file = part.split('/').pop() ?? '';
  const relsPath = `${folder ? `${folder}/` : ''}_rels/${file}.rels`;
  const entry = entries.get(relsPath);
  const found = new Map<string, { type: string; path: string }>();
  if (!entry) return found;
  scanAll(await entryText(bytes, entry), {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const id = attribute(attributes, 'Id');
      const target = attribute(attributes, 'Target');
      if (id && target && attribute(attributes, 'TargetMode') !== 'External')
        found.set(id, { type: attribute(attributes, 'Type') ?? '', path: resolvePath(part, target) });
    },
  });
  return found;
}

function scanAll(text: string, on: Partial<ConstructorParameters<typeof XmlScanner>[0]>): void {
  const scanner = new XmlScanner({
    open: on.open ?? (() => {}),
    close: on.close ?? (() => {}),
    text: on.text ?? (() => {}),
  });
  scanner.write(text);
  scanner.end();
}

/**
 * Streams an entry through a scanner as it inflates, the event loop running between chunks (zlib
 * may have many ready: reading them would otherwise chain without a pause).
 */
async function scanEntry(bytes: Uint8Array, entry: ZipEntry, scanner: XmlScanner) {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of inflateEntry(bytes, entry)) {
    scanner.write(decoder.decode(chunk, { stream: true }));
    await yieldToEventLoop();
  }
  scanner.write(decoder.decode());
  scanner.end();
}

/** OOXML's `_xHHHH_` escapes of characters XML cannot carry (`_x000D_` is a carriage return). */
function unescapeOoxml(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

/** Bytes of one block of the shared strings' store. */
const SHARED_BLOCK = 1024 * 1024;

/**
 * The shared strings of a workbook, held as UTF-8 in blocks of a megabyte with each string's place,
 * rather than as one JavaScript string each (tens of bytes more per string, and a slice of the XML
 * keeps the whole piece it was cut from alive). Refused past `MAX_SPREADSHEET_SHARED_TEXT_BYTES`.
 */
export class SharedStrings {
  private readonly blocks: Buffer[] = [];
  private used = 0;
  private starts = new Float64Array(1024);
  private lengths = new Uint32Array(1024);
  private count = 0;
  private taken = 0;

  constructor(private readonly maxBytes = MAX_SPREADSHEET_SHARED_TEXT_BYTES) {}

  add(text: string): void {
    const bytes = Buffer.byteLength(text, 'utf8');
    this.taken += bytes + 8;
    if (this.taken > this.maxBytes) throw new SpreadsheetError('tooMuchText');
    if (this.blocks.length === 0 || this.used + bytes > SHARED_BLOCK) {
      this.blocks.push(Buffer.allocUnsafeSlow(Math.max(SHARED_BLOCK, bytes)));
      this.used = 0;
    }
    if (this.count === this.starts.length) {
      const starts = new Float64Array(this.count * 2);
      starts.set(this.starts);
      this.starts = starts;
      const lengths = new Uint32Array(this.count * 2);
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    const block = this.blocks.length - 1;
    this.blocks[block].write(text, this.used, 'utf8');
    this.starts[this.count] = block * SHARED_BLOCK + this.used;
    this.lengths[this.count] = bytes;
    this.count++;
    this.used += bytes;
  }

  /** The text at an index, or undefined. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const start = this.starts[index];
    const block = Math.floor(start / SHARED_BLOCK);
    const at = start - block * SHARED_BLOCK;
    return this.blocks[block].toString('utf8', at, at + this.lengths[index]);
  }
}

/** A cell's text as it is read, refused past the longest cell. */
class CellText {
  private pieces: string[] = [];
  private length = 0;

  push(text: string): void {
    this.length += text.length;
    if (this.length > MAX_SPREADSHEET_CELL_CHARS) throw new SpreadsheetError('cellTooLong');
    this.pieces.push(text);
  }

  text(): string {
    return this.pieces.join('');
  }
}

/** The shared strings: each `<si>`'s text runs joined, phonetic guides (`<rPh>`) left out. */
async function sharedStringsOf(bytes: Uint8Array, entry: ZipEntry | undefined): Promise<SharedStrings> {
  const strings = new SharedStrings();
  if (!entry) return strings;
  let current: CellText | null = null;
  let inText = false;
  let phonetic = 0;
  await scanEntry(
    bytes,
    entry,
    new XmlScanner({
      open(name, _attributes, selfClosing) {
        if (name === 'si') current = new CellText();
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && !selfClosing) inText = true;
      },
      close(name) {
        if (name === 'si' && current) {
          strings.add(unescapeOoxml(current.text()));
          current = null;
        } else if (name === 'rPh') phonetic--;
        else if (name === 't') inText = false;
      },
      text(text) {
        if (current && inText && phonetic === 0) current.push(text);
      },
    }),
  );
  return strings;
}

/** Built-in number formats that show a date or a time (ECMA-376 §18.8.30, and the locale ones Excel uses). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** Whether a custom number format shows a date or a time: a day, month, year, hour or second code outside quotes, escapes and brackets. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, '$1')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/general/gi, '')
    .replace(/e[+-]/gi, '');
  return /[dmyhs]/i.test(bare);
}

/** Whether each cell style (`<cellXfs>` index) formats numbers as dates. */
async function dateStylesOf(bytes: Uint8Array, entry: ZipEntry | undefined): Promise<boolean[]> {
  const styles: boolean[] = [];
  if (!entry) return styles;
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  let depth = 0;
  scanAll(await entryText(bytes, entry), {
    open(name, attributes, selfClosing) {
      if (name === 'numFmt')
        custom.set(Number(attribute(attributes, 'numFmtId')), attribute(attributes, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = !selfClosing;
      else if (inCellXfs && name === 'xf' && depth === 0) formats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
      if (inCellXfs && name !== 'cellXfs' && !selfClosing) depth++;
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
      else if (inCellXfs) depth = Math.max(0, depth - 1);
    },
  });
  for (const id of formats) styles.push(custom.has(id) ? isDateFormatCode(custom.get(id)!) : DATE_FORMAT_IDS.has(id));
  return styles;
}

/** The 0-based column of a cell reference ('B7' → 1), or -1. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return i === 0 ? -1 : column - 1;
}

/** A day of an Excel serial number (1900 or 1904 calendar) at midnight UTC, as the other readers give dates. */
function excelDay(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.floor(serial + 1e-9) * 86_400_000);
}

/**
 * The rows of the first sheet of an Excel workbook (.xlsx), in batches as its XML inflates: the zip
 * is checked first (`readZipDirectory`: declared sizes within the limit, a lie caught while
 * inflating), then the workbook, its relationships, shared strings and styles, and the sheet is
 * streamed. Numbers come as numbers, numbers in a date style as days, booleans as booleans, formula
 * results as their cached values, errors as empty cells. Rows are sparse (an empty cell costs
 * nothing); a value right of `MAX_SPREADSHEET_COLUMNS`, a cell or a row's texts longer than allowed
 * are refused as they are read.
 */
export async function* readXlsx(
  bytes: Uint8Array,
  limits: ZipLimits = {},
  onProgress?: (fraction: number) => void,
): RowBatches {
  const entries = readZipDirectory(bytes, limits);
  const rootRels = await relationshipsOf(bytes, entries, '');
  const workbookPath =
    [...rootRels.values()].find((r) => r.type.endsWith('/officeDocument'))?.path ?? 'xl/workbook.xml';
  const workbookEntry = entries.get(workbookPath);
  if (!workbookEntry) throw unreadable();

  let firstSheetId: string | undefined;
  let date1904 = false;
  scanAll(await entryText(bytes, workbookEntry), {
    open(name, attributes) {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id');
      else if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
    },
  });
  const workbookRels = await relationshipsOf(bytes, entries, workbookPath);
  const sheetPath = firstSheetId ? workbookRels.get(firstSheetId)?.path : undefined;
  const sheetEntry = sheetPath ? entries.get(sheetPath) : undefined;
  if (!sheetEntry) throw unreadable();
  const partOfType = (type: string) => {
    const found = [...workbookRels.values()].find((r) => r.type.endsWith(`/${type}`));
    return found ? entries.get(found.path) : undefined;
  };
  const shared = await sharedStringsOf(bytes, partOfType('sharedStrings'));
  const dateStyles = await dateStylesOf(bytes, partOfType('styles'));

  let batch: SheetRow[] = [];
  let rowIndex = -1;
  let cells: Cell[] = [];
  let column = -1;
  let type = '';
  let style = 0;
  let value: CellText | null = null;
  let inValue = false;
  let inline: CellText | null = null;
  /** Characters of the row's cells so far. */
  let line = 0;
  let inInlineText = false;
  let phonetic = 0;

  const cellValue = (): Cell => {
    const raw = value ? value.text() : '';
    switch (type) {
      case 's': {
        const text = shared.get(Number(raw));
        if (text === undefined) throw unreadable();
        return text;
      }
      case 'inlineStr':
        return inline ? unescapeOoxml(inline.text()) : null;
      case 'str':
        return unescapeOoxml(raw);
      case 'b':
        return raw === '' ? null : raw === '1' || raw === 'true';
      case 'e':
        return null;
      case 'd': {
        const day = raw ? new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw) : null;
        return day && !Number.isNaN(day.getTime()) ? day : raw || null;
      }
      default: {
        if (raw === '') return null;
        const number = Number(raw);
        if (!Number.isFinite(number)) return raw;
        return dateStyles[style] ? excelDay(number, date1904) : number;
      }
    }
  };

  const scanner = new XmlScanner({
    open(name, attributes, selfClosing) {
      switch (name) {
        case 'row': {
          const r = Number(attribute(attributes, 'r'));
          rowIndex = Number.isInteger(r) && r - 1 > rowIndex ? r - 1 : rowIndex + 1;
          cells = [];
          column = -1;
          line = 0;
          return;
        }
        case 'c': {
          const reference = attribute(attributes, 'r');
          const at = reference ? columnOf(reference) : -1;
          column = at > column ? at : column + 1;
          type = attribute(attributes, 't') ?? 'n';
          style = Number(attribute(attributes, 's') ?? 0);
          value = null;
          inline = null;
          return;
        }
        case 'v':
          value = new CellText();
          inValue = !selfClosing;
          return;
        case 'is':
          inline = new CellText();
          return;
        case 'rPh':
          phonetic++;
          return;
        case 't':
          inInlineText = inline !== null && !selfClosing;
          return;
      }
    },
    close(name) {
      switch (name) {
        case 'c': {
          if (column >= EXCEL_COLUMNS) throw unreadable();
          const cell = cellValue();
          if (cell !== null && cell !== '') {
            // A row's texts are bounded as they are read: a sheet of a million columns is refused at its first cell too far right.
            if (column >= MAX_SPREADSHEET_COLUMNS) throw new SpreadsheetError('tooManyColumns');
            const length = typeof cell === 'string' ? cell.length : 0;
            if (length > MAX_SPREADSHEET_CELL_CHARS) throw new SpreadsheetError('cellTooLong');
            line += length;
            if (line > MAX_SPREADSHEET_LINE_CHARS) throw new SpreadsheetError('lineTooLong');
            cells[column] = cell;
          }
          value = null;
          inline = null;
          return;
        }
        case 'v':
          inValue = false;
          return;
        case 'rPh':
          phonetic--;
          return;
        case 't':
          inInlineText = false;
          return;
        case 'row':
          if (rowIndex >= 0) batch.push({ index: rowIndex, cells });
          cells = [];
          return;
      }
    },
    text(text) {
      if (inInlineText && inline && phonetic === 0) inline.push(text);
      else if (inValue && value) value.push(text);
    },
  });

  const decoder = new TextDecoder('utf-8');
  let read = 0;
  for await (const chunk of inflateEntry(bytes, sheetEntry)) {
    read += chunk.length;
    scanner.write(decoder.decode(chunk, { stream: true }));
    onProgress?.(sheetEntry.size ? read / sheetEntry.size : 1);
    if (batch.length) {
      const ready = batch;
      batch = [];
      yield ready;
    } else {
      await yieldToEventLoop();
    }
  }
  scanner.write(decoder.decode());
  scanner.end();
  if (batch.length) yield batch;
}
