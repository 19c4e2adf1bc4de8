/** A cell as the format readers hand it over. */
export type Cell = string | number | boolean | Date | null | undefined;

/** 'yyyy-mm-dd' of a calendar day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A cell's text: strings trimmed, whole numbers without a decimal point or exponent (codes, CPFs and
 * phones typed as numbers), dates as 'yyyy-mm-dd' (the readers give a date at midnight UTC), booleans
 * as 'true'/'false', empty cells as ''.
 */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? '' : isoDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (!Number.isFinite(cell)) return '';
  return Number.isInteger(cell) && Math.abs(cell) < 1e21 ? BigInt(cell).toString() : String(cell);
}
