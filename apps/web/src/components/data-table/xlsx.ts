import { neutralizeCell } from '@intranet/shared/format/spreadsheet';

/** A cell of a workbook: a figure as a number (with its format), or a text made inert (never a formula). */
export type XlsxCell = { t: 'n'; v: number; z?: string } | { t: 's'; v: string };

/** A text cell: a text starting with =, +, - or @ is written as text, never run as a formula. */
export const xlsxText = (value: string): XlsxCell => ({ t: 's', v: neutralizeCell(value) });

/** A cell of an exported value: numbers stay numbers, booleans read 'Sim'/'Não', the rest is text. */
export function xlsxCell(value: unknown): XlsxCell {
  if (typeof value === 'number' && Number.isFinite(value)) return { t: 'n', v: value };
  if (value === null || value === undefined) return xlsxText('');
  if (typeof value === 'boolean') return xlsxText(value ? 'Sim' : 'Não');
  return xlsxText(value instanceof Date ? value.toISOString() : String(value));
}

export type XlsxSheet = { name: string; cells: XlsxCell[][] };

/** A sheet's name as spreadsheets allow it: no \ / ? * [ ] :, 31 characters at most. */
export const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha';

/** Writes and downloads the workbook; the spreadsheet library is loaded only now, on the first export. */
export async function downloadXlsx(sheets: readonly XlsxSheet[], fileName: string): Promise<void> {
  const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min');
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet([]);
    sheet.cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        ws[XLSX.utils.encode_cell({ r, c })] = cell;
      }),
    );
    ws['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: Math.max(sheet.cells.length - 1, 0), c: Math.max(0, ...sheet.cells.map((row) => row.length - 1)) },
    });
    XLSX.utils.book_append_sheet(book, ws, sheetName(sheet.name));
  }
  XLSX.writeFile(book, fileName, { compression: true });
}
