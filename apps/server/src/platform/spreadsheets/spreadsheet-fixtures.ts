import * as XLSX from '@e965/xlsx';

/** A cell of a fixture: text, a number, a boolean, a day ('yyyy-mm-dd' written as an Excel date) or empty. */
export type FixtureCell = string | number | boolean | { day: string } | null;

/** Excel's serial number of a day (days since 1899-12-30). */
function serialOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000 + 25_569;
}

function sheetOf(rows: readonly (readonly FixtureCell[])[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell))));
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell !== null && typeof cell === 'object') sheet[XLSX.utils.encode_cell({ r, c })] = { t: 'n', v: serialOf(cell.day), z: 'm/d/yy' };
    }),
  );
  return sheet;
}

/** A workbook of one sheet ('Clientes'), as Excel saves it: .xlsx or .xls (Excel 97–2003). */
export function workbookOf(rows: readonly (readonly FixtureCell[])[], format: 'xlsx' | 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(rows), 'Clientes');
  return XLSX.write(book, { type: 'buffer', bookType: format === 'xls' ? 'biff8' : 'xlsx', compression: true }) as Buffer;
}

/** A CSV file: `;` by default, quoted where needed, UTF-8 (optionally with BOM) or Latin-1. */
export function csvOf(rows: readonly (readonly FixtureCell[])[], { delimiter = ';', encoding = 'utf-8', bom = false }: { delimiter?: string; encoding?: 'utf-8' | 'latin1'; bom?: boolean } = {}): Buffer {
  const quote = (cell: FixtureCell) => {
    const text = cell === null ? '' : typeof cell === 'object' ? cell.day : String(cell);
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
  const body = Buffer.from(text, encoding === 'latin1' ? 'latin1' : 'utf8');
  return bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}
