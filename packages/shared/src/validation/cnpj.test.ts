import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ check (weighted mod-11)', () => {
  it('accepts known valid numbers, masked or not', () => {
    for (const cnpj of [
      '11.222.333/0001-81',
      '11222333000181',
      '45.997.418/0001-53',
      '00.000.000/0001-91',
      '33.000.167/0001-01',
      '60.746.948/0001-12',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it('refuses a wrong first or second check digit, a wrong length and repeated digits', () => {
    for (const cnpj of [
      '11.222.333/0001-91',
      '11.222.333/0001-82',
      '1122233300018',
      '112223330001811',
      '11.111.111/1111-11',
      '00.000.000/0000-00',
      '',
      'abc',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it('masks the digits typed so far as ##.###.###/####-##', () => {
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
    expect(formatCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });
});
