import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS, passwordProblem } from '@intranet/shared/auth/password-policy';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/** A random 12-character temporary password that meets the policy (one of each class, then any). */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = UPPER + LOWER + DIGITS + PASSWORD_SPECIALS;
  const chars = [
    pick(UPPER),
    pick(LOWER),
    pick(DIGITS),
    pick(PASSWORD_SPECIALS),
    ...Array.from({ length: 8 }, () => pick(all)),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const password = chars.join('');
  if (passwordProblem(password)) throw new Error('temporary password outside the policy');
  return password;
}
