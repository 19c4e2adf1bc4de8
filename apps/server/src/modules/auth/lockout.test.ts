import { describe, expect, it } from 'vitest';
import { isLocked, lockSeconds, lockedUntil } from './lockout';

describe('lockout', () => {
  it('does not lock before the fifth failure', () => {
    for (const n of [0, 1, 2, 3, 4]) expect(lockSeconds(n)).toBe(0);
  });

  it('doubles the lock from the fifth failure and caps it at 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 14, 15].map(lockSeconds)).toEqual([1, 2, 4, 8, 16, 512, 900]);
    expect(lockSeconds(1000)).toBe(900);
  });

  it('tells a running lock from an expired one', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(lockedUntil(6, now)).toEqual(new Date('2026-01-01T12:00:02Z'));
    expect(isLocked({ bloqueado_ate: new Date('2026-01-01T12:00:01Z') }, now)).toBe(true);
    expect(isLocked({ bloqueado_ate: new Date('2026-01-01T11:59:59Z') }, now)).toBe(false);
    expect(isLocked({ bloqueado_ate: null }, now)).toBe(false);
  });
});
