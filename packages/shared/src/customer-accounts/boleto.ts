import { addDays, dayParts } from '../calendar/days';

/**
 * The digitable line of a bank boleto ("linha digitável", FEBRABAN's layout): 47 digits in five fields
 * made from the 44-digit barcode — bank (3), currency 9, general check digit (módulo 11), due factor (4),
 * value in cents (10) and a 25-digit free field that each bank fills its own way.
 *
 *   field 1: bank, currency, free field 1–5, check digit (módulo 10)        10 digits
 *   field 2: free field 6–15, check digit (módulo 10)                       11 digits
 *   field 3: free field 16–25, check digit (módulo 10)                      11 digits
 *   field 4: the barcode's general check digit (módulo 11)                   1 digit
 *   field 5: due factor and value                                           14 digits
 */
export const BOLETO_LINE_LENGTH = 47;

/** Módulo 10: digits weighted 2, 1, 2, 1… from the right, the digits of each product added. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the barcode: weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function modulo11(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1)
    sum += Number(digits[i]) * weight;
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** Day 1000 of the due factor: the factor counts days from 7 October 1997 and restarted at 1000 on 22 February 2025. */
const FACTOR_BASE = '1997-10-07';

const dayNumber = (day: string) => {
  const p = dayParts(day);
  return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
};

/** The due factor of a day: 1000–9999, restarting at 1000 every 9000 days. */
export function dueFactor(day: string): number {
  const days = dayNumber(day) - dayNumber(FACTOR_BASE);
  if (days < 1000) throw new Error(`due day before the factor's range: ${day}`);
  return ((days - 1000) % 9000) + 1000;
}

/** The day of a due factor in the factor's cycle closest to `near` (a factor names a day every 9000 days). */
export function dayOfDueFactor(factor: number, near: string): string {
  const cycle = Math.round((dayNumber(near) - dayNumber(FACTOR_BASE) - factor) / 9000);
  return addDays(FACTOR_BASE, factor + cycle * 9000);
}

export type BoletoParts = {
  /** The bank's code, e.g. '341'. */
  banco: string;
  /** The due day ('YYYY-MM-DD'). */
  vencimento: string;
  /** Value in cents (at most 99 999 999 99). */
  centavos: number;
  /** The bank's 25 digits. */
  campoLivre: string;
};

/** The 44-digit barcode of a boleto. */
export function boletoBarcode({ banco, vencimento, centavos, campoLivre }: BoletoParts): string {
  if (!/^\d{3}$/.test(banco) || !/^\d{25}$/.test(campoLivre)) throw new Error('bank code or free field out of shape');
  if (!Number.isInteger(centavos) || centavos < 0 || centavos > 9_999_999_999) throw new Error('value out of range');
  const withoutDigit = `${banco}9${dueFactor(vencimento)}${String(centavos).padStart(10, '0')}${campoLivre}`;
  return `${withoutDigit.slice(0, 4)}${modulo11(withoutDigit)}${withoutDigit.slice(4)}`;
}

/** The digitable line (47 digits, no punctuation) of a 44-digit barcode. */
export function lineOfBarcode(barcode: string): string {
  const free = barcode.slice(19);
  const field1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    `${field1}${modulo10(field1)}${field2}${modulo10(field2)}${field3}${modulo10(field3)}` +
    `${barcode[4]}${barcode.slice(5, 19)}`
  );
}

/** The digitable line of a boleto (47 digits). */
export function boletoLine(parts: BoletoParts): string {
  return lineOfBarcode(boletoBarcode(parts));
}

/** The 44-digit barcode a digitable line stands for. */
export function barcodeOfLine(line: string): string {
  return `${line.slice(0, 4)}${line[32]}${line.slice(33, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
}

export type BoletoLineProblem = 'formato' | 'campo1' | 'campo2' | 'campo3' | 'geral';

/**
 * What is wrong with a digitable line (spaces and dots ignored), or null when its three field check
 * digits (módulo 10) and its general check digit (módulo 11) agree.
 */
export function boletoLineProblem(text: string): BoletoLineProblem | null {
  const line = text.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(line)) return 'formato';
  if (modulo10(line.slice(0, 9)) !== Number(line[9])) return 'campo1';
  if (modulo10(line.slice(10, 20)) !== Number(line[20])) return 'campo2';
  if (modulo10(line.slice(21, 31)) !== Number(line[31])) return 'campo3';
  const barcode = barcodeOfLine(line);
  if (modulo11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) return 'geral';
  return null;
}

export const isValidBoletoLine = (text: string): boolean => boletoLineProblem(text) === null;

/** The line as banks print it: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatBoletoLine(line: string): string {
  const l = line.replace(/\D/g, '');
  if (l.length !== BOLETO_LINE_LENGTH) return line;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

/** Value in cents and due day of a valid line (the day in the factor's cycle nearest `near`). */
export function readBoletoLine(line: string, near: string): { centavos: number; vencimento: string | null } {
  const factor = Number(line.slice(33, 37));
  return { centavos: Number(line.slice(37, 47)), vencimento: factor === 0 ? null : dayOfDueFactor(factor, near) };
}
