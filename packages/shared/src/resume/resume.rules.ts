/**
 * Date rules of the résumé entries (spec 002 §5, §9): a month name plus a year is day 2 of that
 * month; a year alone is 2 January; a certificate's end date exists only when both its month and
 * year are set; start never after end. Year choices: 80 years back from the current year, end years
 * from 80 back to 14 ahead.
 */
export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
export type MonthName = (typeof MONTHS)[number];

export const YEARS_BACK = 80;
export const END_YEARS_AHEAD = 14;

/** Years a start (or issue) date may take, newest first: the current year and 80 before it. */
export function startYearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i);
}

/** Years an end (or expiry) date may take, newest first: 14 ahead down to 80 back. */
export function endYearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + END_YEARS_AHEAD + 1 }, (_, i) => current + END_YEARS_AHEAD - i);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The stored day ('YYYY-MM-DD') of a month and year picked on a form: day 2 of the month, or 2 January
 * when only the year is given; null without a year.
 */
export function dayOfMonthYear(
  month: MonthName | number | null | undefined,
  year: number | null | undefined,
): string | null {
  if (!year) return null;
  const index = typeof month === 'number' ? month : month ? MONTHS.indexOf(month) + 1 : 0;
  return `${year}-${pad(index > 0 ? index : 1)}-02`;
}

/** A certificate's expiry: only when both its month and its year are set. */
export function certificateEndDay(
  month: MonthName | number | null | undefined,
  year: number | null | undefined,
): string | null {
  if (!month || !year) return null;
  return dayOfMonthYear(month, year);
}

/** Month (1–12) and year of a stored day, for the edit form. */
export function monthYearOf(day: string | null | undefined): { month: number | null; year: number | null } {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return { month: null, year: null };
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** 'Mês/AAAA' of a stored day, as the résumé shows it. */
export function monthYearLabel(day: string | null | undefined): string {
  const { month, year } = monthYearOf(day);
  if (!year) return 'Atual';
  return `${MONTHS[(month ?? 1) - 1]}/${year}`;
}

/** Whether a start comes after an end (days as 'YYYY-MM-DD'); an open end never does. */
export function startsAfterEnd(start: string | null | undefined, end: string | null | undefined): boolean {
  return !!start && !!end && start > end;
}

/** The 27 Brazilian states (spec 002 §9). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
