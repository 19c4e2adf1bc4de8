import type { CalendarEvent } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { CALENDAR_KIND_LABELS } from '@intranet/shared/company-calendar/company-calendar.messages';
import { TIME_ZONE, addDays } from '@intranet/shared/calendar/days';
import { contentLines, escapeText } from './content-lines';

const dateValue = (day: string) => day.replaceAll('-', '');
const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * An iCalendar file (RFC 5545) of all-day events: DTSTART;VALUE=DATE and an exclusive DTEND, a UID
 * stable across fetches (the event's id at the product's host), DTSTAMP, the calendar's name and zone
 * for Outlook and Google (X-WR-CALNAME, X-WR-TIMEZONE) and a refresh interval of twelve hours.
 */
export function icalendar(input: { name: string; host: string; events: readonly CalendarEvent[]; now: Date }): string {
  const stamp = utcStamp(input.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Intranet//Calendario da empresa//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${input.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.data)}`,
      `DTEND;VALUE=DATE:${dateValue(addDays(event.data_fim, 1))}`,
      `SUMMARY:${escapeText(event.titulo)}`,
      ...(event.detalhe ? [`DESCRIPTION:${escapeText(event.detalhe)}`] : []),
      `CATEGORIES:${escapeText(CALENDAR_KIND_LABELS[event.tipo].label)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return contentLines(lines);
}
