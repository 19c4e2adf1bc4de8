import { onlyDigits } from './cpf';

/**
 * A Brazilian phone number as one person's key: area code and number, digits only ('31998765432'), or
 * null when it is not one. The country code (55) and a leading trunk 0 are dropped, and a mobile written
 * without its ninth digit ('31 8765-4321', from before 2016) gets it, so that every way of writing one
 * number gives the same key. Landlines keep their 10 digits.
 */
export function normalizePhone(value: string): string | null {
  let d = onlyDigits(value);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1);
  if (!/^[1-9]{2}\d{8,9}$/.test(d)) return null;
  if (d.length === 10 && /[6-9]/.test(d[2])) return `${d.slice(0, 2)}9${d.slice(2)}`;
  if (d.length === 11 && d[2] !== '9') return null;
  return d;
}

/** Whether a normalized number is a mobile (11 digits, the ninth digit after the area code), the only kind an SMS reaches. */
export const isMobilePhone = (normalized: string) => /^[1-9]{2}9\d{8}$/.test(normalized);

/** A number as a confirmation message names it, most digits hidden: '(31) 9****-5432'. */
export function maskedPhone(normalized: string): string {
  return `(${normalized.slice(0, 2)}) ${normalized.slice(2, 3)}****-${normalized.slice(-4)}`;
}
