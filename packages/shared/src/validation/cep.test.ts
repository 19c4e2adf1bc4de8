import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep } from './cep';

describe('CEP mask', () => {
  it('adds the dash after five digits and stops at eight', () => {
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310-100 extra 9')).toBe('01310-100');
  });
});

describe('CEP rule', () => {
  it('takes eight digits from 01000-000, masked or not', () => {
    for (const cep of ['01000-000', '30130-010', '30130010', '99990-000']) expect(isValidCep(cep), cep).toBe(true);
  });

  it('refuses a CEP below 01000-000, one digit repeated, or not eight digits', () => {
    for (const cep of ['00000-000', '00000000', '00999-999', '11111-111', '99999999', '3013', '301300100', ''])
      expect(isValidCep(cep), cep).toBe(false);
  });
});
