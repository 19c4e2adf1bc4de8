import { describe, expect, it } from 'vitest';
import { readableOn } from './readable-on';

describe('readableOn', () => {
  it('writes white on dark category colours and near-black on light ones', () => {
    expect(readableOn('#1565c0')).toBe('#fff');
    expect(readableOn('#2e7d32')).toBe('#fff');
    expect(readableOn('#ef6c00')).toBe('#1f1f1f');
    expect(readableOn('#ffeb3b')).toBe('#1f1f1f');
  });
});
