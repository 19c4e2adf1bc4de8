import { describe, expect, it } from 'vitest';
import { isMobilePhone, maskedPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('gives every way of writing one number the same key', () => {
    for (const written of [
      '31998765432',
      '(31) 99876-5432',
      '+55 31 99876-5432',
      '5531998765432',
      '031 99876-5432',
      '(31) 9876-5432',
      '+55 (31) 9876-5432',
    ]) {
      expect(normalizePhone(written), written).toBe('31998765432');
    }
  });

  it('keeps landlines, and refuses what is not a Brazilian number', () => {
    expect(normalizePhone('(31) 3222-1100')).toBe('3132221100');
    for (const bad of ['', '123', '(00) 99876-5432', '31 8876 54321', '319987654321234', '(31) 89876-5432'])
      expect(normalizePhone(bad), bad).toBeNull();
  });

  it('tells mobiles from landlines and hides most digits of a number', () => {
    expect(isMobilePhone('31998765432')).toBe(true);
    expect(isMobilePhone('3132221100')).toBe(false);
    expect(maskedPhone('31998765432')).toBe('(31) 9****-5432');
  });
});
