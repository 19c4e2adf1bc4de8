import { describe, expect, it } from 'vitest';
import { requestedRange } from './range';

describe('requestedRange', () => {
  it('reads a first-last range, an open one and a suffix', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=0-0', 1000)).toEqual({ start: 0, end: 0 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('stops a range at the last byte', () => {
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('cannot satisfy a range that starts past the end, an empty suffix, or any range of an empty file', () => {
    expect(requestedRange('bytes=1000-1099', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('sends the whole file without a header, with several ranges, or with one that does not parse', () => {
    for (const header of [undefined, '', 'bytes=0-9,20-29', 'bytes=9-0', 'bytes=-', 'items=0-9', 'bytes=a-9']) {
      expect(requestedRange(header, 1000)).toBe('whole');
    }
  });
});
