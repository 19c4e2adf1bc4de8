import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { parse } from 'csv-parse';
import {
  MAX_SPREADSHEET_CELL_CHARS,
  MAX_SPREADSHEET_COLUMNS,
  MAX_SPREADSHEET_LINE_CHARS,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { type RowBatches, type SheetRow, yieldToEventLoop } from './rows';
import { SpreadsheetError } from './spreadsheet-error';

/** The encoding of a CSV file's bytes, judged as `decodeCsv` says. */
type CsvEncoding = { encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'; start: number };

function encodingOf(bytes: Uint8Array): CsvEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', start: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', start: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', start: 2 };
  if (bytes.subarray(0, 64 * 1024).includes(0)) throw new SpreadsheetError('format');
  return { encoding: isUtf8(bytes) ? 'utf-8' : 'windows-1252', start: 0 };
}

/** Bytes decoded between two pauses of the event loop. */
const SLICE = 64 * 1024;

/**
 * The text of a CSV file, a slice at a time (never the whole text at once): UTF-8 (with or without a
 * byte order mark), UTF-16 with its mark, and otherwise Latin-1 (Windows-1252, as Excel saves "CSV
 * (separado por vírgulas)" in Brazil). Bytes with a NUL and no UTF-16 mark are not text.
 */
export function* decodeCsv(
  bytes: Uint8Array,
  { from = 0, to = bytes.length }: { from?: number; to?: number } = {},
): Generator<{ text: string; end: number }> {
  const { encoding, start } = encodingOf(bytes);
  const decoder = new TextDecoder(encoding);
  const last = Math.min(to, bytes.length);
  for (let at = Math.max(from, start); at < last; at += SLICE) {
    const end = Math.min(last, at + SLICE);
    yield { text: decoder.decode(bytes.subarray(at, end), { stream: end < last }), end };
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

/**
 * The bounds of a CSV's lines, checked on the text before the parser sees it: a line of more columns,
 * or longer, than allowed, or a longer cell, is refused as soon as it passes the bound, so that the
 * parser never holds it. Quotes are followed as the parser does (a quote opens a quoted field only at
 * its start; inside, two quotes are one); a line break inside quotes is part of the line.
 */
export class CsvBounds {
  private quoted = false;
  private quoteInQuoted = false;
  private fieldStart = true;
  private fields = 1;
  private line = 0;
  private cell = 0;
  private readonly delimiter: number;

  constructor(delimiter: string) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  check(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.quoted) {
        if (!this.quoteInQuoted) {
          if (c === QUOTE) {
            this.quoteInQuoted = true;
            this.mark();
          } else this.character();
          continue;
        }
        this.quoteInQuoted = false;
        if (c === QUOTE) {
          this.character();
          continue;
        }
        // The quote before closed the field: this character is read as outside quotes.
        this.quoted = false;
      }
      if (c === LF || c === CR) {
        this.fields = 1;
        this.line = 0;
        this.cell = 0;
        this.fieldStart = true;
      } else if (c === this.delimiter) {
        if (++this.fields > MAX_SPREADSHEET_COLUMNS) throw new SpreadsheetError('tooManyColumns');
        this.mark();
        this.cell = 0;
        this.fieldStart = true;
      } else if (c === QUOTE && this.fieldStart) {
        this.quoted = true;
        this.fieldStart = false;
        this.mark();
      } else {
        this.fieldStart = false;
        this.character();
      }
    }
  }

  /** A character of the line that is not the cell's text (a delimiter, a quote). */
  private mark(): void {
    if (++this.line > MAX_SPREADSHEET_LINE_CHARS) throw new SpreadsheetError('lineTooLong');
  }

  /** A character of the cell's text. */
  private character(): void {
    this.mark();
    if (++this.cell > MAX_SPREADSHEET_CELL_CHARS) throw new SpreadsheetError('cellTooLong');
  }
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Characters of the file's start that the delimiter is judged on (a first line longer than a line may be is refused anyway). */
const DETECTION_BYTES = 4 * MAX_SPREADSHEET_LINE_CHARS;

/**
 * The rows of a CSV file, one per record (empty lines kept as empty rows, so that line numbers
 * match), in batches: the bytes are decoded, checked (`CsvBounds`) and parsed a slice at a time, the
 * event loop running between slices.
 */
export async function* readCsv(bytes: Uint8Array, onProgress?: (fraction: number) => void): RowBatches {
  const delimiter = detectDelimiter([...decodeCsv(bytes, { to: DETECTION_BYTES })].map((slice) => slice.text).join(''));
  const bounds = new CsvBounds(delimiter);
  const parser = parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  let failed = false;
  let index = 0;
  let batch: SheetRow[] = [];
  parser.on('error', () => {
    failed = true;
  });
  parser.on('readable', () => {
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null)
      batch.push({ index: index++, cells: record });
  });
  const take = () => {
    if (failed) throw new SpreadsheetError('unreadable');
    const ready = batch;
    batch = [];
    return ready;
  };
  try {
    for (const { text, end } of decodeCsv(bytes)) {
      bounds.check(text);
      parser.write(text);
      await yieldToEventLoop();
      onProgress?.(end / bytes.length);
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
