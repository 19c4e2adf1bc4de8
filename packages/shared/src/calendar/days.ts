/**
 * Calendar days ('YYYY-MM-DD') as the group lives them: in São Paulo. Every "today", every opening and
 * closing day and every shift's day is counted here, so the server, the screens, the seeds and the
 * tests agree on what day it is, also between 21:00 and midnight, when UTC is already on the next one.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a zone (São Paulo unless told). */
export function dayAt(instant: Date, zone = TIME_ZONE): string {
  let f = dayFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(zone, f);
  }
  return f.format(instant);
}

/** Today in São Paulo. */
export const today = (): string => dayAt(new Date());

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day's year, month and day of the month; a text that is not 'YYYY-MM-DD' is a programming error. */
export function dayParts(day: string): { year: number; month: number; day: number } {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day `days` after `day` (before when negative), across month and year ends. */
export function addDays(day: string, days: number): string {
  const p = dayParts(day);
  const moved = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The Monday of a day's week: weeks run Monday to Sunday, as the paid-media results are entered. */
export function mondayOf(day: string): string {
  const p = dayParts(day);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The São Paulo day `offset` days from today: how seeds and tests date their records. */
export const dayFromToday = (offset: number): string => addDays(today(), offset);
