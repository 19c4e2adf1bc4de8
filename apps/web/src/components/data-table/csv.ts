import { today } from '@intranet/shared/calendar/days';
import { neutralizeCell } from '@intranet/shared/format/spreadsheet';
import { exportFileName } from '@intranet/shared/format/text';

export type CsvColumn<T> = { title: string; value: (row: T) => unknown };

/** A CSV cell: quoted when it holds a separator, and never read as a formula by a spreadsheet. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutralizeCell(
    value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value),
  );
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Semicolon-separated CSV with a header row of the column titles. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return lines.join('\r\n');
}

/** The export's name: the screen's title (the tab's, 'Feriados · Intranet') and today's São Paulo day. */
export function csvFileName(title: string | undefined = screenTitle()): string {
  return exportFileName(title, today());
}

function screenTitle(): string {
  return document.title.split(' · ')[0] ?? '';
}
/** Shown when the browser refuses the download (shared blocks spec §8). */
export const CSV_DOWNLOAD_FAILED = 'Browser denied file download...';

/** Saves the CSV in the browser; the BOM makes spreadsheet programs read the accents right. */
export function downloadCsv(content: string, fileName = csvFileName()): void {
  const blob = new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
