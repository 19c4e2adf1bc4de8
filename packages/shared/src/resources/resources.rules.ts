import { TIME_ZONE } from '../calendar/days';

/** What a resource can be (docs/route-map.md). */
export const RESOURCE_KINDS = ['sala', 'projetor', 'equipamento', 'veiculo'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  sala: 'Sala',
  projetor: 'Projetor',
  equipamento: 'Equipamento',
  veiculo: 'Veículo',
};

/** The longest booking, and the widest window the calendar asks for at once. */
export const BOOKING_MAX_HOURS = 12;
export const BOOKING_MAX_DAYS = 42;

/** 'hh:mm' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The UTC offset of São Paulo at an instant, in minutes (−180 today; computed, not assumed). */
function offsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - instant) / 60_000);
}

/** A São Paulo day and time ('2026-12-01', '14:30') as an instant (ISO, UTC). */
export function instantAt(day: string, time: string): string {
  const naive = Date.parse(`${day}T${time}:00Z`);
  const instant = naive - offsetMinutes(naive) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant as São Paulo 'hh:mm'. */
export function timeAt(instant: string | Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}
