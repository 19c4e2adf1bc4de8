import { type Cell as CellText, isoDay } from './cells';
import { SpreadsheetError } from './spreadsheet-error';

type SheetCell = { t: string; v?: unknown; z?: string | number };

/**
 * The rows of the first sheet of an Excel 97–2003 workbook (.xls, BIFF in a compound file), read
 * with SheetJS (loaded only when such a file arrives). A number whose format is a date becomes the
 * day it stands for, whatever the server's time zone.
 */
export async function readXls(bytes: Uint8Array): Promise<CellText[][]> {
  const XLSX = await import('@e965/xlsx');
  try {
    const book = XLSX.read(bytes, { type: 'array', dense: true, cellNF: true, cellHTML: false, cellFormula: false, sheetRows: 0 });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    const data = ((sheet as { '!data'?: (SheetCell | undefined)[][] } | undefined)?.['!data'] ?? []) as (SheetCell | undefined)[][];
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
