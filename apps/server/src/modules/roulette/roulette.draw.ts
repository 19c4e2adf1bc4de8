import { randomBytes, randomInt } from 'node:crypto';
import { COUPON_PREFIX } from '@intranet/shared/roulette/roulette.rules';

/** A uniform value in [0, 1) with 53 random bits from the system's CSPRNG. */
export function secureRandom(): number {
  return Number(randomBytes(8).readBigUInt64BE() >> 11n) / 2 ** 53;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `CUPOM-` and 13 characters of Crockford base32 (65 random bits): unique by its index, not guessable. */
export function newCoupon(): string {
  const bytes = randomBytes(13);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return `${COUPON_PREFIX}${code}`;
}

/** A uniform index in [0, n). */
export const uniformIndex = (n: number) => randomInt(n);
