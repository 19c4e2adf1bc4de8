import { today } from '@intranet/shared/calendar/days';
import { exportFileName } from '@intranet/shared/format/text';
import { NO_VALUE } from '@intranet/shared/format/numbers';
import { downloadCsv, toCsv } from '../../../components/data-table/csv';
import { type XlsxCell, type XlsxSheet, downloadXlsx, sheetName, xlsxText } from '../../../components/data-table/xlsx';

/** A column of an export: a figure (a number with its format) or a text. */
export type ExportColumn<T> = {
  title: string;
  text: (row: T) => string;
  /** The figure as a number, and its spreadsheet format; absent for a text column. */
  number?: (row: T) => number | null;
  format?: keyof typeof NUMBER_FORMATS;
};

export const NUMBER_FORMATS = {
  integer: '#,##0',
  money: '"R$" #,##0.00',
  percent: '0.00%',
  decimal: '0.00',
  hours: '0.0',
} as const;

/** The CSV of a report: the title and period line, the header and the rows as the screen writes them (pt-BR), inert. */
export function reportCsv<T>(heading: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  return `${heading}\r\n${toCsv(
    columns.map((c) => ({ title: c.title, value: (row: T) => c.text(row) })),
    rows,
  )}`;
}

/** The workbook's sheet: the heading, the header, figures as numbers with their format, texts inert. */
export function reportSheet<T>(
  title: string,
  heading: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): XlsxSheet {
  const cells: XlsxCell[][] = [[xlsxText(heading)], columns.map((c) => xlsxText(c.title))];
  for (const row of rows)
    cells.push(
      columns.map((c): XlsxCell => {
        if (!c.number) return xlsxText(c.text(row));
        const value = c.number(row);
        return value === null ? xlsxText(NO_VALUE) : { t: 'n', v: value, z: NUMBER_FORMATS[c.format ?? 'decimal'] };
      }),
    );
  return { name: sheetName(title), cells };
}

export function downloadReportCsv<T>(
  title: string,
  heading: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
) {
  downloadCsv(reportCsv(heading, columns, rows), exportFileName(title, today()));
}

export function downloadReportXlsx<T>(
  title: string,
  heading: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
) {
  return downloadXlsx([reportSheet(title, heading, columns, rows)], exportFileName(title, today(), 'xlsx'));
}
