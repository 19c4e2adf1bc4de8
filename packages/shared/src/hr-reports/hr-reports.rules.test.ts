import { describe, expect, it } from 'vitest';
import { AGE_BANDS, ageOn, bandOf, birthCutoff, monthBounds, monthsBetween, turnoverRate } from './hr-reports.rules';

describe('HR report rules', () => {
  it('counts a year completed on the birthday', () => {
    expect(ageOn('2006-11-25', '2026-11-24')).toBe(19);
    expect(ageOn('2006-11-25', '2026-11-25')).toBe(20);
  });

  it('turns someone born on 29 February a year older on 1 March in common years, on the 29th in leap years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('bands ages: até 19, five-year bands from 20 to 64, 65+', () => {
    expect(AGE_BANDS.map((b) => b.label)).toEqual([
      'Até 19',
      '20–24',
      '25–29',
      '30–34',
      '35–39',
      '40–44',
      '45–49',
      '50–54',
      '55–59',
      '60–64',
      '65+',
    ]);
    expect([19, 20, 24, 25, 64, 65, 90].map((a) => bandOf(a).key)).toEqual([
      'ate19',
      '20-24',
      '20-24',
      '25-29',
      '60-64',
      '65mais',
      '65mais',
    ]);
  });

  it('rates turnover as half the moves over the mean headcount, in percent', () => {
    expect(turnoverRate(2, 1, 13)).toBe(11.54);
    expect(turnoverRate(0, 0, 10)).toBe(0);
    expect(turnoverRate(3, 0, 0)).toBeNull();
  });

  it('walks months and their bounds across years and February', () => {
    expect(monthsBetween('2024-11-15', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2025-12')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
  });
});

describe('birth cutoffs', () => {
  it('agree with ageOn around birthdays and 29 February', () => {
    const days = ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-03-01', '2026-11-25', '2026-12-31'];
    const births = ['2000-02-29', '2001-02-28', '2001-03-01', '2006-11-25', '2006-11-26', '1961-12-31', '2023-02-28'];
    for (const day of days)
      for (const birth of births)
        for (const years of [1, 19, 20, 24, 25, 65])
          expect(birth <= birthCutoff(day, years), `${birth} ${day} ${years}`).toBe(ageOn(birth, day) >= years);
  });
});
