import { describe, expect, it } from 'vitest';
import { formatCep } from './cep';

describe('CEP mask', () => {
  it('adds the dash after five digits and stops at eight', () => {
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310-100 extra 9')).toBe('01310-100');
  });
});
