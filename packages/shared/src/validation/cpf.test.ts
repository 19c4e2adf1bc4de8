import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf, formatPhone, isValidCpf, onlyDigits } from './cpf';

describe('CPF and phone', () => {
  it('accepts CPFs with right check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });
  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
  it('masks as typed', () => {
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatPhone('31987654321')).toBe('(31) 98765-4321');
    expect(onlyDigits('(31) 98765-4321')).toBe('31987654321');
  });
});

describe('CPF from a nine-digit base', () => {
  it('appends the two check digits the CPF rule accepts', () => {
    expect(cpfFromBase(529982247)).toBe('52998224725');
    expect(cpfFromBase('111444777')).toBe('11144477735');
    for (const base of [1, 123456789, 600000007, 987654321]) expect(isValidCpf(cpfFromBase(base))).toBe(true);
  });
});
