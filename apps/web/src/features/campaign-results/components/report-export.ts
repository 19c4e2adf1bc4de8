import { today } from '@intranet/shared/calendar/days';
import { exportFileName } from '@intranet/shared/format/text';
import { METRIC_ROWS, formatMetric } from '@intranet/shared/campaign-results/report-metrics';
import type { ReportTable } from '@intranet/shared/campaign-results/results-report.schemas';
import { downloadCsv, toCsv } from '../../../components/data-table/csv';
import { type XlsxCell, downloadXlsx, sheetName, xlsxText } from '../../../components/data-table/xlsx';
import { columnsOf } from './metrics-table';

/** A table of the view being exported, under its title. */
export type ExportedTable = { title: string; table: ReportTable | null | undefined };

export const EXPORT_NAME = 'Relatório de resultados';

type Line = string[];

/** The CSV of a view: each table under its title, a blank line between them; every cell made inert by `toCsv`. */
export function reportCsv(tables: readonly ExportedTable[]): string {
  return tables
    .map(({ title, table }) => {
      const columns = columnsOf(table);
      const header = ['Métrica', ...columns.map((c) => c.title)];
      const rows: Line[] = columns.length
        ? METRIC_ROWS.map((m) => [m.label, ...columns.map((c) => formatMetric(m.format, c.metrics[m.key]))])
        : [['Não há dados disponíveis']];
      return `${title}\r\n${toCsv(
        header.map((h, i) => ({ title: h, value: (line: Line) => line[i] })),
        rows,
      )}`;
    })
    .join('\r\n\r\n');
}

export function downloadReportCsv(tables: readonly ExportedTable[]): void {
  downloadCsv(reportCsv(tables), exportFileName(EXPORT_NAME, today()));
}

const NUMBER_FORMATS = { money: '"R$" #,##0.00', integer: '#,##0', decimal: '0.00', percent: '0.00%' } as const;

/** A cell of the workbook: figures as numbers with their format, texts made inert, '—' where a ratio has no divisor. */
type Cell = XlsxCell;
const text = xlsxText;

/** The sheets of a view's workbook: one per table, named after it (31 characters at most, as spreadsheets allow). */
export function reportSheets(tables: readonly ExportedTable[]): { name: string; cells: Cell[][] }[] {
  return tables.map(({ title, table }) => {
    const columns = columnsOf(table);
    const header = [text('Métrica'), ...columns.map((c) => text(c.title))];
    const rows = columns.length
      ? METRIC_ROWS.map((m) => [
          text(m.label),
          ...columns.map((c): Cell => {
            const value = c.metrics[m.key];
            return value === null ? text('—') : { t: 'n', v: value, z: NUMBER_FORMATS[m.format] };
          }),
        ])
      : [[text('Não há dados disponíveis')]];
    return { name: sheetName(title), cells: [header, ...rows] };
  });
}

/** Writes the workbook (one sheet per table). */
export function downloadReportXlsx(tables: readonly ExportedTable[]): Promise<void> {
  return downloadXlsx(reportSheets(tables), exportFileName(EXPORT_NAME, today(), 'xlsx'));
}
