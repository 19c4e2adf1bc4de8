import { describe, expect, it } from 'vitest';
import { parseDemoScale } from './config';

describe('DEMO_SCALE', () => {
  it('is the whole demo when unset', () => {
    expect(parseDemoScale(undefined)).toBe(1);
    expect(parseDemoScale('')).toBe(1);
  });

  it('takes a part of the bulk demo data from 0.01 to 1', () => {
    expect(parseDemoScale('0.05')).toBe(0.05);
    expect(parseDemoScale('1')).toBe(1);
  });

  it('refuses what is not a share of the demo', () => {
    for (const bad of ['0', '2', '-1', 'metade', 'NaN']) expect(() => parseDemoScale(bad)).toThrow(/DEMO_SCALE/);
  });
});
