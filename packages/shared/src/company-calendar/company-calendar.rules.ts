import { dayParts } from '../calendar/days';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The days from `inicio` to `fim` (inclusive, 'YYYY-MM-DD') on which a yearly date falls, given as
 * 'MM-DD' or as a whole day whose year is ignored. A 29 February falls on the 28th in other years
 * when `leapDayOn28` (birthdays, anniversaries), and not at all otherwise (holidays).
 */
export function yearlyDays(monthDay: string, inicio: string, fim: string, leapDayOn28 = true): string[] {
  const md = monthDay.slice(-5);
  const [month, dayOfMonth] = md.split('-').map(Number);
  const from = dayParts(inicio).year;
  const to = dayParts(fim).year;
  const days: string[] = [];
  for (let year = from; year <= to; year++) {
    let d = dayOfMonth;
    if (month === 2 && d === 29 && !isLeap(year)) {
      if (!leapDayOn28) continue;
      d = 28;
    }
    const day = `${pad(year, 4)}-${pad(month)}-${pad(d)}`;
    if (day >= inicio && day <= fim) days.push(day);
  }
  return days;
}

/** The 'MM-DD' dates that fall from `inicio` to `fim`, a 29 February included when the 28th is (see yearlyDays). */
export function monthDaysBetween(inicio: string, fim: string): string[] | null {
  const start = Date.parse(`${inicio}T00:00:00Z`);
  const end = Date.parse(`${fim}T00:00:00Z`);
  if (end - start >= 365 * 86_400_000) return null;
  const out = new Set<string>();
  for (let t = start; t <= end; t += 86_400_000) {
    const md = new Date(t).toISOString().slice(5, 10);
    out.add(md);
    if (md === '02-28') out.add('02-29');
  }
  return [...out];
}

/** Whole years from `since` to `day` (both 'YYYY-MM-DD'): on an anniversary day, its count. */
export function yearsBetween(since: string, day: string): number {
  const a = dayParts(since);
  const b = dayParts(day);
  const beforeAnniversary = b.month < a.month || (b.month === a.month && b.day < a.day);
  return b.year - a.year - (beforeAnniversary ? 1 : 0);
}
