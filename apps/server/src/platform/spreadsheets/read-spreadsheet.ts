import { fileTypeFromBuffer } from 'file-type';
import { MAX_SPREADSHEET_BYTES, MAX_SPREADSHEET_ROWS, SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { type Cell, cellText } from './cells';
import { readCsv } from './csv';
import { SpreadsheetError } from './spreadsheet-error';
import { readXls } from './xls';
import { readXlsx } from './xlsx';

export type SpreadsheetFormat = 'csv' | 'xlsx' | 'xls';

/** A data line: its number as the spreadsheet shows it (the header is usually line 1) and each column's text by header. */
export type SpreadsheetLine = { linha: number; values: Record<string, string> };

export type Spreadsheet = { format: SpreadsheetFormat; headers: string[]; lines: SpreadsheetLine[] };

export type ReadOptions = { maxBytes?: number; maxRows?: number };

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
  return (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) || (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

const READERS: Record<SpreadsheetFormat, (bytes: Uint8Array) => Cell[][] | Promise<Cell[][]>> = { csv: readCsv, xlsx: readXlsx, xls: readXls };

/**
 * Reads the first sheet of a CSV (';', ',' or tab; UTF-8 with or without BOM, or Latin-1), XLSX or
 * XLS file into header → text lines. The header is the first line with any text; lines with no text
 * are skipped (their numbers are not reused); columns without a header are ignored. Refusals throw a
 * SpreadsheetError with the pt-BR text.
 */
export async function readSpreadsheet(bytes: Uint8Array, options: ReadOptions = {}): Promise<Spreadsheet> {
  const maxBytes = options.maxBytes ?? MAX_SPREADSHEET_BYTES;
  const maxRows = options.maxRows ?? MAX_SPREADSHEET_ROWS;
  if (bytes.length === 0) throw new SpreadsheetError('empty');
  if (bytes.length > maxBytes) throw new SpreadsheetError('tooLarge');
  const format = await spreadsheetFormatOf(bytes);
  if (!format) throw new SpreadsheetError('format');
  const rows = await READERS[format](bytes);

  const texts = (row: Cell[] | undefined) => (row ?? []).map(cellText);
  let headerIndex = 0;
  while (headerIndex < rows.length && !texts(rows[headerIndex]).some(Boolean)) headerIndex++;
  if (headerIndex >= rows.length) throw new SpreadsheetError('noHeader');
  const headers = texts(rows[headerIndex]);
  const named = headers.map((header, index) => ({ header, index })).filter((c) => c.header);
  const seen = new Set<string>();
  for (const { header } of named) {
    const key = header.toLowerCase();
    if (seen.has(key)) throw new SpreadsheetError('duplicateHeader', SPREADSHEET_MSG.duplicateHeader(header));
    seen.add(key);
  }

  const lines: SpreadsheetLine[] = [];
  for (let r = headerIndex + 1; r < rows.length; r++) {
    const cells = texts(rows[r]);
    if (!cells.some(Boolean)) continue;
    if (lines.length >= maxRows) throw new SpreadsheetError('tooManyRows');
    // No prototype: a header named __proto__ is a column like any other.
    const values: Record<string, string> = Object.create(null);
    for (const { header, index } of named) values[header] = cells[index] ?? '';
    lines.push({ linha: r + 1, values });
  }
  if (lines.length === 0) throw new SpreadsheetError('noRows');
  return { format, headers: named.map((c) => c.header), lines };
}
