import { addDays, dayAt, TIME_ZONE } from '../calendar/days';
import { SHIFT_CODES, SHIFTS, type Shift } from '../communication-scale/shifts';

/** One sending of a shift on one day: `janela` names it, e.g. '2026-11-23T07:00'. */
export type ShiftSlot = { day: string; shift: Shift; janela: string; at: Date };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallClock(instant: Date, zone: string) {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The instant a wall-clock time of a day happens in a zone. */
export function instantOf(day: string, time: string, zone = TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  let guess = asUtc;
  // Two rounds settle the zone's offset, even across a change of offset.
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), zone);
    const [sy, sm, sd] = seen.day.split('-').map(Number);
    const seenAsUtc = Date.UTC(sy, sm - 1, sd, seen.hour, seen.minute, seen.second);
    guess += asUtc - seenAsUtc;
  }
  return new Date(guess);
}

export function slotOf(day: string, shift: Shift, zone = TIME_ZONE): ShiftSlot {
  const time = SHIFTS[shift].time;
  return { day, shift, janela: `${day}T${time}`, at: instantOf(day, time, zone) };
}

/** The slots of today (in the zone) whose time has come, in order. */
export function dueSlotsOfToday(now: Date, zone = TIME_ZONE): ShiftSlot[] {
  const today = dayAt(now, zone);
  return SHIFT_CODES.map((shift) => slotOf(today, shift, zone)).filter((slot) => slot.at.getTime() <= now.getTime());
}

/** The first slot strictly after `now`: a later shift of today, or tomorrow's first. */
export function nextSlot(now: Date, zone = TIME_ZONE): ShiftSlot {
  const today = dayAt(now, zone);
  for (const day of [today, addDays(today, 1)]) {
    for (const shift of SHIFT_CODES) {
      const slot = slotOf(day, shift, zone);
      if (slot.at.getTime() > now.getTime()) return slot;
    }
  }
  throw new Error('no next shift');
}
