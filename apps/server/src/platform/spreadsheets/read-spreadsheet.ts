import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_ROWS,
  SPREADSHEET_MSG,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { checkRowBounds } from './bounds';
import { type Cell, cellText } from './cells';
import { readCsv } from './csv';
import { type RowBatches, yieldToEventLoop } from './rows';
import { SpreadsheetError } from './spreadsheet-error';
import { spreadsheetReadings } from './turns';
import { readXls } from './xls';
import { readXlsx } from './xlsx';

export type SpreadsheetFormat = 'csv' | 'xlsx' | 'xls';

/** A data line: its number as the spreadsheet shows it (the header is usually line 1) and each column's text by header. */
export type SpreadsheetLine = { linha: number; values: Record<string, string> };

export type Spreadsheet = { format: SpreadsheetFormat; headers: string[]; lines: SpreadsheetLine[] };

export type ReadOptions = {
  maxBytes?: number;
  maxRows?: number;
  /** An .xlsx's parts once inflated, as its zip declares them (MAX_SPREADSHEET_UNZIPPED_BYTES by default). */
  maxUnzippedBytes?: number;
  /** The share of the file read so far, 0 to 1, after each batch. */
  onProgress?: (fraction: number) => void;
};

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The format of the bytes, judged by their content and never by a name: an OOXML workbook (.xlsx), a
 * compound file (.xls: Excel 97–2003), or text without any known signature (.csv). Null for
 * anything else (images, PDFs, archives, other documents …).
 */
export async function spreadsheetFormatOf(bytes: Uint8Array): Promise<SpreadsheetFormat | null> {
  if (hasTextMark(bytes)) return 'csv';
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return 'csv';
  if (detected.mime === XLSX_MIME) return 'xlsx';
  if (detected.ext === 'cfb') return 'xls';
  return null;
}

/** A UTF-8 or UTF-16 byte order mark: text, whatever follows. */
function hasTextMark(bytes: Uint8Array): boolean {
  return (
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  );
}

/** The sheet's rows from the bytes of a format, in batches. */
function rowsOf(
  format: SpreadsheetFormat,
  bytes: Uint8Array,
  options: ReadOptions,
  onRead: (fraction: number) => void,
): RowBatches {
  if (format === 'csv') return readCsv(bytes, onRead);
  if (format === 'xlsx') return readXlsx(bytes, { maxUnzippedBytes: options.maxUnzippedBytes }, onRead);
  return (async function* () {
    // SheetJS reads an .xls at once (Excel 97–2003 holds at most 65 536 rows); its rows are then handed over in batches.
    const rows = await readXls(bytes);
    onRead(1);
    for (let start = 0; start < rows.length; start += XLS_BATCH)
      yield rows.slice(start, start + XLS_BATCH).map((cells, i) => ({ index: start + i, cells }));
  })();
}

const XLS_BATCH = 2_000;

/** Whether a row has any text (holes of a sparse row are skipped). */
const hasText = (cells: Cell[]) => cells.some((cell) => cellText(cell) !== '');

/** Lines of a spreadsheet as they are read: the header (the same in every batch) and the next lines. */
export type SpreadsheetBatch = { format: SpreadsheetFormat; headers: string[]; lines: SpreadsheetLine[] };

/**
 * Reads the first sheet of a CSV (';', ',' or tab; UTF-8 with or without BOM, or Latin-1), XLSX or
 * XLS file into header → text lines, a batch at a time: the file is never held as lines, and the
 * event loop runs between batches (`onProgress` gets the share read, 0 to 1). The header is the first
 * line with any text; lines with no text are skipped (their numbers are not reused); columns without
 * a header are ignored. An .xlsx is refused before anything is inflated when its parts would take
 * more than `maxUnzippedBytes`; the reading stops at the first line over `maxRows`, and at the first
 * line, as it is read, with text beyond `MAX_SPREADSHEET_COLUMNS` or longer than the line or cell
 * bounds. Refusals throw a SpreadsheetError with the pt-BR text (a file without lines when the
 * batches end). One spreadsheet is read at a time in this process (`spreadsheetReadings`): a reading
 * waits for its turn before it starts, and gives it back when its batches end or it is left.
 */
export async function* readSpreadsheetBatches(
  bytes: Uint8Array,
  options: ReadOptions = {},
): AsyncGenerator<SpreadsheetBatch, void, undefined> {
  const maxBytes = options.maxBytes ?? MAX_SPREADSHEET_BYTES;
  const maxRows = options.maxRows ?? MAX_SPREADSHEET_ROWS;
  if (bytes.length === 0) throw new SpreadsheetError('empty');
  if (bytes.length > maxBytes) throw new SpreadsheetError('tooLarge');
  const format = await spreadsheetFormatOf(bytes);
  if (!format) throw new SpreadsheetError('format');

  let named: { header: string; index: number }[] | null = null;
  let headers: string[] = [];
  let count = 0;
  const giveBack = await spreadsheetReadings.take();
  const rows = rowsOf(format, bytes, options, (fraction) => options.onProgress?.(fraction));
  try {
    for await (const batch of rows) {
      const lines: SpreadsheetLine[] = [];
      for (const { index, cells } of batch) {
        checkRowBounds(cells);
        if (!hasText(cells)) continue;
        if (!named) {
          named = header(cells);
          headers = named.map((c) => c.header);
          continue;
        }
        if (++count > maxRows) throw new SpreadsheetError('tooManyRows');
        // No prototype: a header named __proto__ is a column like any other.
        const values: Record<string, string> = Object.create(null);
        for (const column of named) values[column.header] = cellText(cells[column.index]);
        lines.push({ linha: index + 1, values });
      }
      if (lines.length) yield { format, headers, lines };
      await yieldToEventLoop();
    }
  } finally {
    try {
      await rows.return();
    } finally {
      giveBack();
    }
  }
  if (!named) throw new SpreadsheetError('noHeader');
  if (count === 0) throw new SpreadsheetError('noRows');
}

/** The whole spreadsheet at once (`readSpreadsheetBatches` collected), for files that are checked as a whole. */
export async function readSpreadsheet(bytes: Uint8Array, options: ReadOptions = {}): Promise<Spreadsheet> {
  let sheet: Spreadsheet | null = null;
  for await (const batch of readSpreadsheetBatches(bytes, options)) {
    if (!sheet) sheet = { format: batch.format, headers: batch.headers, lines: [] };
    for (const line of batch.lines) sheet.lines.push(line);
  }
  // The batches end with a refusal when there was no line.
  return sheet!;
}

/** The named columns of a header row; a name repeated (whatever its case) refuses the file. */
function header(cells: Cell[]): { header: string; index: number }[] {
  const named: { header: string; index: number }[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const key = text.toLowerCase();
    if (seen.has(key)) throw new SpreadsheetError('duplicateHeader', SPREADSHEET_MSG.duplicateHeader(text));
    seen.add(key);
    named.push({ header: text, index });
  });
  return named;
}
