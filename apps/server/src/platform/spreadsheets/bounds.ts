import {
  MAX_SPREADSHEET_CELL_CHARS,
  MAX_SPREADSHEET_COLUMNS,
  MAX_SPREADSHEET_LINE_CHARS,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { type Cell, cellText } from './cells';
import { SpreadsheetError } from './spreadsheet-error';

/**
 * The bounds of a row as a reader hands it over: no text beyond the last column allowed, no cell and
 * no line longer than allowed. The CSV and XLSX readers check the same as they read (so that a wide
 * line is never held whole); this check is the one every format goes through.
 */
export function checkRowBounds(cells: readonly Cell[]): void {
  let line = 0;
  for (let column = 0; column < cells.length; column++) {
    const cell = cells[column];
    if (cell === null || cell === undefined) continue;
    const length = typeof cell === 'string' ? cell.length : cellText(cell).length;
    if (length === 0) continue;
    if (column >= MAX_SPREADSHEET_COLUMNS) throw new SpreadsheetError('tooManyColumns');
    if (length > MAX_SPREADSHEET_CELL_CHARS) throw new SpreadsheetError('cellTooLong');
    line += length;
    if (line > MAX_SPREADSHEET_LINE_CHARS) throw new SpreadsheetError('lineTooLong');
  }
}
