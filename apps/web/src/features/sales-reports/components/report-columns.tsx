import { Link } from 'react-router-dom';
import {
  NO_VALUE,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatRatioPercent,
} from '@intranet/shared/format/numbers';
import { SALES_REPORT_LABELS as L } from '@intranet/shared/sales-reports/sales-reports.rules';
import type { SalesFigures, SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { ExportColumn, NUMBER_FORMATS } from './report-export';

/** A column of a report: the table's, with its text, and for a figure its number and format for the workbook. */
export type ReportColumn<T> = DataTableColumn<T> & {
  text: (row: T) => string;
  number?: (row: T) => number | null;
  format?: keyof typeof NUMBER_FORMATS;
};

/** What the export writes of the columns. */
export const exportColumns = <T,>(columns: readonly ReportColumn<T>[]): ExportColumn<T>[] =>
  columns.map((c) => ({ title: c.title, text: c.text, number: c.number, format: c.format }));

/** How each figure reads: '1.234', 'R$ 1.234,56', '12,34%', '3,45', or '—' without a divisor. */
export const FORMAT = {
  integer: (v: number | null) => (v === null ? NO_VALUE : formatInteger(v)),
  money: (v: number | null) => (v === null ? NO_VALUE : formatMoney(v)),
  percent: (v: number | null) => (v === null ? NO_VALUE : formatRatioPercent(v)),
  decimal: (v: number | null) => (v === null ? NO_VALUE : formatDecimal(v, 2)),
  hours: (v: number | null) => (v === null ? NO_VALUE : formatDecimal(v, 1)),
};

type FigureKey = keyof SalesFigures;
const FIGURE_FORMAT: Record<FigureKey, keyof typeof FORMAT> = {
  leads: 'integer',
  vendas: 'integer',
  faturamento: 'money',
  conversao: 'percent',
  investimento: 'money',
  roas: 'decimal',
  contatados: 'integer',
  horas_primeiro_contato: 'hours',
};

/** A figure's text. */
export const figureText = (key: FigureKey, value: number | null) => FORMAT[FIGURE_FORMAT[key]](value);

/** A figure's column: right aligned, written to the export as the number itself. */
export function figureColumn<T extends SalesFigures>(key: FigureKey): ReportColumn<T> {
  return {
    key,
    title: L[key],
    align: 'right',
    noWrap: true,
    text: (row) => figureText(key, row[key]),
    number: (row) => row[key],
    format: FIGURE_FORMAT[key],
  };
}

/** The figures every grouped report shows, and those of paid media or of the sellers when asked. */
export function figureColumns(extra: 'paid' | 'sellers' | 'none' = 'none'): ReportColumn<SalesReportRow>[] {
  const keys: FigureKey[] = ['leads', 'vendas', 'conversao', 'faturamento'];
  if (extra === 'paid') keys.push('investimento', 'roas');
  if (extra === 'sellers') {
    keys.splice(1, 0, 'contatados');
    keys.push('horas_primeiro_contato');
  }
  return keys.map((k) => figureColumn<SalesReportRow>(k));
}

/** The group's column (its label, or `pick` of the row), a link to its details when it has them. */
export function groupColumn(
  title: string,
  link?: (row: SalesReportRow) => string | null,
  pick?: (row: SalesReportRow) => string | null,
): ReportColumn<SalesReportRow> {
  const text = (row: SalesReportRow) => (pick ? (pick(row) ?? NO_VALUE) : row.rotulo);
  return {
    key: 'rotulo',
    title,
    text,
    render: (row) => {
      const to = link?.(row);
      return to ? <Link to={to}>{text(row)}</Link> : text(row);
    },
  };
}

/** A text column of a row's place or name. */
export const textColumn = (key: keyof typeof L & keyof SalesReportRow): ReportColumn<SalesReportRow> => ({
  key,
  title: L[key],
  text: (row) => String(row[key] ?? NO_VALUE),
});
