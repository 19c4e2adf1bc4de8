import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62^10 ≈ 8·10^17 codes: guessing one is hopeless, and a link still fits a text message. */
export const CODE_LENGTH = 10;
export const CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** A random short code, each character uniform over A–Z, a–z, 0–9 (bytes ≥ 248 are drawn again). */
export function newCode(length = CODE_LENGTH): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && code.length < length) code += ALPHABET[byte % 62];
    }
  }
  return code;
}
