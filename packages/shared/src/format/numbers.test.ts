import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  formatRatioPercent,
  maskMoney,
  maskThousands,
  toMaskedText,
} from './numbers';
import { PARSE_MSG, parseBrDate, parseBrNumber, parseDateRange } from './parse';
import { monthLabel, periodLabel } from './period';
import { neutralizeCell } from './spreadsheet';

describe('numbers as the marketing screens write them', () => {
  it('groups thousands with dots and decimals with a comma', () => {
    expect(formatInteger(1_234_567)).toBe('1.234.567');
    expect(formatInteger(999)).toBe('999');
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(0.005)).toBe('0,01');
    expect(formatMoney(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatRatioPercent(0.0123)).toBe('1,23%');
  });

  it('masks counts with thousand dots and amounts from the cents', () => {
    expect(maskThousands('1234567')).toBe('1.234.567');
    expect(maskThousands('1.2a34')).toBe('1.234');
    expect(maskThousands('007')).toBe('7');
    expect(maskThousands('')).toBe('');
    expect(maskMoney('1')).toBe('0,01');
    expect(maskMoney('123456')).toBe('1.234,56');
    expect(maskMoney('R$ 1.234,567')).toBe('12.345,67');
    expect(maskMoney('000')).toBe('');
    expect(toMaskedText(1234.5, 'money')).toBe('1.234,50');
    expect(toMaskedText(1234, 'integer')).toBe('1.234');
  });
});

describe('parsing what users type', () => {
  it('reads pt-BR numbers', () => {
    expect(parseBrNumber('1.000.000')).toBe(1_000_000);
    expect(parseBrNumber('1.234,56')).toBe(1234.56);
    expect(parseBrNumber('R$ 10,5')).toBe(10.5);
    expect(parseBrNumber(42)).toBe(42);
  });

  it('refuses what is not a number with the spec text', () => {
    expect(() => parseBrNumber('12a')).toThrow('O valor 12a não é um número válido');
    expect(() => parseBrNumber('1.23')).toThrow(PARSE_MSG.number('1.23'));
    expect(() => parseBrNumber(Number.NaN)).toThrow('O valor NaN não é um número válido');
  });

  it('reads dd/MM/yyyy dates and refuses others with the spec text', () => {
    expect(parseBrDate('07/01/2026')).toBe('2026-01-07');
    expect(parseBrDate('2026-01-07')).toBe('2026-01-07');
    expect(() => parseBrDate('31/02/2026')).toThrow('Data inválida no formato esperado (dd/MM/yyyy)');
    expect(() => parseBrDate('2026/01/07')).toThrow(PARSE_MSG.date);
  });

  it('refuses a period that ends before it starts', () => {
    expect(parseDateRange('01/01/2026', '07/01/2026')).toEqual({ start: '2026-01-01', end: '2026-01-07' });
    expect(() => parseDateRange('08/01/2026', '07/01/2026')).toThrow('Intervalo de datas inválido.');
  });
});

describe('period labels', () => {
  it('writes start day - end day/month of the end', () => {
    expect(periodLabel('2026-01-01', '2026-01-07')).toBe('01 - 07/Jan');
    expect(periodLabel('2026-01-26', '2026-02-01')).toBe('26 - 01/Fev');
    expect(periodLabel('2025-12-01', '2025-12-07')).toBe('01 - 07/Dez');
    expect(monthLabel('2026-03')).toBe('Mar/2026');
  });
});

describe('spreadsheet cells', () => {
  it('neutralises every text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+55 31', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralizeCell(text)).toBe(`'${text}`);
    for (const text of ['Bitcom', 'R$ 1,00', '', "'=já neutro"]) expect(neutralizeCell(text)).toBe(text);
  });
});
