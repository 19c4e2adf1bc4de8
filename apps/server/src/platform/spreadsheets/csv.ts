import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { type RowBatches, type SheetRow, yieldToEventLoop } from './rows';
import { SpreadsheetError } from './spreadsheet-error';

/**
 * The text of a CSV file: UTF-8 (with or without a byte order mark), UTF-16 with its mark, and
 * otherwise Latin-1 (Windows-1252, as Excel saves "CSV (separado por vírgulas)" in Brazil). Bytes
 * with a NUL and no UTF-16 mark are not text.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 64 * 1024).includes(0)) throw new SpreadsheetError('format');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The delimiter of the first non-empty line: the one found most often outside quotes (';' on a tie, ',' when none). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let seen = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break;
    } else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
    if (char.trim()) seen = true;
  }
  const [best, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
  return count > 0 ? best : ',';
}

/** Characters parsed between two pauses of the event loop. */
const SLICE = 64 * 1024;

/**
 * The rows of a CSV file, one per record (empty lines kept as empty rows, so that line numbers
 * match), in batches: the text is parsed a slice at a time, the event loop running between slices.
 */
export async function* readCsv(bytes: Uint8Array, onProgress?: (fraction: number) => void): RowBatches {
  const text = decodeCsv(bytes);
  const parser = parse({ delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  let failed = false;
  let index = 0;
  let batch: SheetRow[] = [];
  parser.on('error', () => {
    failed = true;
  });
  parser.on('readable', () => {
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) batch.push({ index: index++, cells: record });
  });
  const take = () => {
    if (failed) throw new SpreadsheetError('unreadable');
    const ready = batch;
    batch = [];
    return ready;
  };
  try {
    for (let at = 0; at < text.length; at += SLICE) {
      parser.write(text.slice(at, at + SLICE));
      await yieldToEventLoop();
      onProgress?.(Math.min(1, (at + SLICE) / text.length));
      const ready = take();
      if (ready.length) yield ready;
    }
    parser.end();
    await finished(parser).catch(() => {
      failed = true;
    });
    const rest = take();
    if (rest.length) yield rest;
  } finally {
    parser.destroy();
  }
}
