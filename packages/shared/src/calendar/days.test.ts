import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dayAt, dayFromToday, dayParts, mondayOf, today } from './days';

describe('adding days to a day', () => {
  it('crosses month ends, year ends and 29 February', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-04-30', 0)).toBe('2026-04-30');
  });
});

describe('the week of a day', () => {
  it('starts on the Monday, also for a Sunday and across a year end', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });
});

describe('the day in São Paulo', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the local day of an instant (23:30 local is still the same day)', () => {
    expect(dayAt(new Date('2026-11-24T02:30:00Z'))).toBe('2026-11-23');
    expect(dayAt(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('is still the São Paulo day between 21:00 and midnight, when UTC has turned to the next', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:04:41Z') });
    expect(today()).toBe('2026-11-23');
    expect(dayFromToday(1)).toBe('2026-11-24');
    expect(dayFromToday(-30)).toBe('2026-10-24');
  });

  it('refuses a text that is not a day', () => {
    expect(dayParts('2026-02-03')).toEqual({ year: 2026, month: 2, day: 3 });
    expect(() => addDays('03/02/2026', 1)).toThrow('not a day');
  });
});
