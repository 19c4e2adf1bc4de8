import { describe, expect, it } from 'vitest';
import { INVALID_DATETIME, NA, formatShortDate } from './dates';
import { formatPercent } from './percent';
import { foldText } from './text';

describe('short date of the marketing lists', () => {
  it('writes dd/mm/yy in São Paulo time', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('05/03/26');
    // 01:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(formatShortDate('2026-03-01T01:30:00Z')).toBe('28/02/26');
  });

  it('answers N/A without a date and the invalid-timestamp text for a bad one', () => {
    expect(formatShortDate(null)).toBe(NA);
    expect(formatShortDate('ontem')).toBe(INVALID_DATETIME);
  });
});

describe('percent', () => {
  it('rounds to a whole percent', () => {
    expect(formatPercent(66.6)).toBe('67%');
    expect(formatPercent(100)).toBe('100%');
  });
});

describe('folded text', () => {
  it('ignores accents, case and surrounding spaces', () => {
    expect(foldText('  São JOÃO ')).toBe('sao joao');
    expect(foldText('Conteúdo')).toBe(foldText('conteudo'));
  });
});
