import { describe, expect, it } from 'vitest';
import { formatPhone, maskPhone } from './phone';

describe('phone shown on the screens', () => {
  it('writes a landline (10 digits) as (DD) NNNN-NNNN', () => {
    expect(formatPhone('3133334444')).toBe('(31) 3333-4444');
    expect(formatPhone('(31) 3333-4444')).toBe('(31) 3333-4444');
  });

  it('writes a mobile (11 digits) as (DD) 9NNNN-NNNN', () => {
    expect(formatPhone('31988887777')).toBe('(31) 98888-7777');
  });

  it('drops the country code 55', () => {
    expect(formatPhone('+55 31 98888-7777')).toBe('(31) 98888-7777');
    expect(formatPhone('553133334444')).toBe('(31) 3333-4444');
  });

  it('shows anything else as it was typed', () => {
    expect(formatPhone('9888')).toBe('9888');
    expect(formatPhone('ramal 12')).toBe('ramal 12');
    expect(formatPhone('+1 415 555 0100 22')).toBe('+1 415 555 0100 22');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('phone mask of a field', () => {
  it('follows the digits typed so far', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('3')).toBe('(3');
    expect(maskPhone('3133')).toBe('(31) 33');
    expect(maskPhone('3133334')).toBe('(31) 3333-4');
  });

  it('ends as the screens show the whole number', () => {
    expect(maskPhone('3133334444')).toBe(formatPhone('3133334444'));
    expect(maskPhone('31987654321')).toBe('(31) 98765-4321');
    expect(maskPhone('319876543210')).toBe('(31) 98765-4321');
    expect(maskPhone('+55 (31) 99999-8888')).toBe('(31) 99999-8888');
    expect(maskPhone('+55 31 3333-4444')).toBe('(31) 3333-4444');
  });
});
