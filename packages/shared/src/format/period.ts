/** Month abbreviations of the period labels (marketing spec §3, §9: Jan..Dez). */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

function parts(day: string): { y: string; m: number; d: string } {
  const [y, m, d] = day.slice(0, 10).split('-');
  return { y, m: Number(m), d };
}

/**
 * The label of a results period (marketing spec §3): start day, a dash, end day / month of the end
 * in Portuguese — '01 - 07/Jan'. Takes the 'yyyy-mm-dd' days of a `date` column.
 */
export function periodLabel(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  return `${from.d} - ${to.d}/${MONTH_ABBREVIATIONS[to.m - 1]}`;
}

/** A month of the synthetic report: '2026-01' (or a day in it) → 'Jan/2026'. */
export function monthLabel(month: string): string {
  const { y, m } = parts(month.length === 7 ? `${month}-01` : month);
  return `${MONTH_ABBREVIATIONS[m - 1]}/${y}`;
}
