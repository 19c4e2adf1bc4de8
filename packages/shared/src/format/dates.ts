import dayjs from 'dayjs';
// dayjs has no exports map: Node's own loader (the browser journeys import this file) needs the file name.
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '../calendar/days';

dayjs.extend(utc);
dayjs.extend(timezone);

export const NA = 'N/A';
export const INVALID_DATE = 'Data inválida';
export const INVALID_DATETIME = 'Data e hora inválidas';

/** 'yyyy-mm-dd' (a `date` column) → 'dd/mm/yyyy'; null → N/A; not three dash parts → 'Data inválida'. */
export function formatDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NA;
  const datePart = value.slice(0, 10);
  const parts = datePart.split('-');
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return INVALID_DATE;
  const [y, m, d] = parts;
  return `${d.padStart(2, '0')}/${m.padStart(2, '0')}/${y}`;
}

/** 'yyyy-mm-dd' (a `date` column) → 'dd/mm/yy', the short day of the marketing lists; N/A and 'Data inválida' as formatDate. */
export function formatShortDay(value: string | null | undefined): string {
  const full = formatDate(value);
  return /^\d{2}\/\d{2}\/\d{4}$/.test(full) ? `${full.slice(0, 6)}${full.slice(8)}` : full;
}

/** An instant → 'dd/mm/yyyy - hh:mm' in America/Sao_Paulo; null → N/A; invalid → 'Data e hora inválidas'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NA;
  const d = dayjs(value);
  if (!d.isValid()) return INVALID_DATETIME;
  return d.tz(TIME_ZONE).format('DD/MM/YYYY - HH:mm');
}

/** An instant → 'dd/mm/yyyy' in America/Sao_Paulo. */
export function formatInstantDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NA;
  const d = dayjs(value);
  if (!d.isValid()) return INVALID_DATETIME;
  return d.tz(TIME_ZONE).format('DD/MM/YYYY');
}

/** An instant → 'dd/mm/yy' in America/Sao_Paulo, the short date of the marketing lists. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NA;
  const d = dayjs(value);
  if (!d.isValid()) return INVALID_DATETIME;
  return d.tz(TIME_ZONE).format('DD/MM/YY');
}

/** Date and time parts used by the history viewer ('criou o item {date} às {time}'). */
export function dateAndTime(value: string | Date): { date: string; time: string } {
  const d = dayjs(value).tz(TIME_ZONE);
  return { date: d.format('DD/MM/YYYY'), time: d.format('HH:mm') };
}

/** Relative label of the notification list: Agora, Nm, Nh, Nd. */
export function relativeLabel(value: string | Date, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - new Date(value).getTime());
  const minutes = Math.floor(diff / 60000);
  if (minutes < 1) return 'Agora';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}
