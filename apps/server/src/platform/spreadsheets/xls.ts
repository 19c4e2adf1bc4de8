import { MAX_SPREADSHEET_COLUMNS, MAX_XLS_CELLS } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { type Cell as CellText, isoDay } from './cells';
import { SpreadsheetError } from './spreadsheet-error';

type SheetCell = { t: string; v?: unknown; z?: string | number };

/** BIFF records of a cell with a value (FORMULA, LABELSST, NUMBER, LABEL, BOOLERR, RK, RSTRING), and MULRK, several numbers of a row. */
const CELL_RECORDS = new Set([0x0006, 0x00fd, 0x0203, 0x0204, 0x0205, 0x027e, 0x00d6]);
const MULRK = 0x00bd;
const SST = 0x00fc;
/** The workbook is encrypted: the records' data cannot be read (their headers can). */
const FILEPASS = 0x002f;

/** The workbook stream (BIFF5 to BIFF8 records) of a compound file, or null when it has none. */
function workbookStream(
  cfbApi: {
    read(data: Uint8Array, options: object): unknown;
    find(container: unknown, path: string): { content?: Uint8Array | number[] } | null;
  },
  bytes: Uint8Array,
): Uint8Array | null {
  try {
    const container = cfbApi.read(bytes, { type: 'buffer' });
    const content = (cfbApi.find(container, 'Workbook') ?? cfbApi.find(container, 'Book'))?.content;
    if (!content) return null;
    return content instanceof Uint8Array ? content : Uint8Array.from(content);
  } catch {
    throw new SpreadsheetError('unreadable');
  }
}

/**
 * An .xls is read whole, each cell taking hundreds of bytes while it is: its records are counted
 * first, without reading any cell, and the file is refused when its cells (or its distinct texts)
 * pass `maxCells`, or a cell with a value lies beyond the last column allowed; an encrypted one
 * cannot be read at all.
 */
export function checkXlsBounds(stream: Uint8Array | null, maxCells = MAX_XLS_CELLS): void {
  if (!stream) return;
  const data = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  let cells = 0;
  for (let at = 0; at + 4 <= stream.length; ) {
    const type = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    const start = at + 4;
    at = start + length;
    if (at > stream.length) break;
    if (type === FILEPASS) throw new SpreadsheetError('unreadable');
    if (type === SST && length >= 8) {
      if (data.getUint32(start + 4, true) > maxCells) throw new SpreadsheetError('xlsTooLarge');
    } else if (CELL_RECORDS.has(type) && length >= 4) {
      cells++;
      if (data.getUint16(start + 2, true) >= MAX_SPREADSHEET_COLUMNS) throw new SpreadsheetError('tooManyColumns');
    } else if (type === MULRK && length >= 6) {
      cells += Math.floor((length - 6) / 6);
      if (data.getUint16(start + length - 2, true) >= MAX_SPREADSHEET_COLUMNS)
        throw new SpreadsheetError('tooManyColumns');
    }
    if (cells > maxCells) throw new SpreadsheetError('xlsTooLarge');
  }
}

/**
 * The rows of the first sheet of an Excel 97–2003 workbook (.xls, BIFF in a compound file), read
 * with SheetJS (loaded only when such a file arrives). A number whose format is a date becomes the
 * day it stands for, whatever the server's time zone.
 */
export async function readXls(bytes: Uint8Array): Promise<CellText[][]> {
  const XLSX = await import('@e965/xlsx');
  checkXlsBounds(workbookStream(XLSX.CFB, bytes));
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellNF: true,
      cellHTML: false,
      cellFormula: false,
      sheetRows: 0,
    });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    const data = ((sheet as { '!data'?: (SheetCell | undefined)[][] } | undefined)?.['!data'] ?? []) as (
      | SheetCell
      | undefined
    )[][];
    const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
    const rows: CellText[][] = [];
    for (let r = 0; r < data.length; r++) {
      const row = data[r] ?? [];
      rows.push(
        Array.from(row, (cell): CellText => {
          if (!cell || cell.v === undefined || cell.t === 'e' || cell.t === 'z') return null;
          if (cell.t === 'n' && typeof cell.v === 'number' && cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
            const day = XLSX.SSF.parse_date_code(cell.v, { date1904 });
            return day ? isoDay(day.y, day.m, day.d) : null;
          }
          return cell.v as CellText;
        }),
      );
    }
    return rows;
  } catch {
    throw new SpreadsheetError('unreadable');
  }
}
