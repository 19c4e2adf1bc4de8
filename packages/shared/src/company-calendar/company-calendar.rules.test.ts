import { describe, expect, it } from 'vitest';
import { monthDaysBetween, yearlyDays, yearsBetween } from './company-calendar.rules';

describe('yearlyDays', () => {
  it('finds a date in every year of the span, and only inside it', () => {
    expect(yearlyDays('12-25', '2026-06-01', '2027-12-24')).toEqual(['2026-12-25']);
    expect(yearlyDays('1990-01-05', '2025-12-28', '2027-01-05')).toEqual(['2026-01-05', '2027-01-05']);
  });

  it('puts a 29 February on the 28th in other years, unless told not to', () => {
    expect(yearlyDays('02-29', '2027-02-01', '2028-03-01')).toEqual(['2027-02-28', '2028-02-29']);
    expect(yearlyDays('02-29', '2027-02-01', '2028-03-01', false)).toEqual(['2028-02-29']);
  });
});

describe('monthDaysBetween', () => {
  it('lists the month-days of a span, 29 February with the 28th, and gives up on a whole year', () => {
    expect(monthDaysBetween('2026-02-27', '2026-03-01')).toEqual(['02-27', '02-28', '02-29', '03-01']);
    expect(monthDaysBetween('2026-12-31', '2027-01-01')).toEqual(['12-31', '01-01']);
    expect(monthDaysBetween('2026-01-01', '2026-12-31')).toHaveLength(366);
    expect(monthDaysBetween('2026-01-01', '2027-01-01')).toBeNull();
  });
});

describe('yearsBetween', () => {
  it('counts whole years, the anniversary day included', () => {
    expect(yearsBetween('2020-03-10', '2026-03-10')).toBe(6);
    expect(yearsBetween('2020-03-10', '2026-03-09')).toBe(5);
    expect(yearsBetween('2026-03-10', '2026-03-10')).toBe(0);
  });
});
