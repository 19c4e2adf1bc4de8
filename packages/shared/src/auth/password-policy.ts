import { MSG } from '../validation/messages';

export const PASSWORD_MIN_LENGTH = 8;
/** The longest password any form or call accepts (MSG.passwordMax says it). */
export const PASSWORD_MAX = 256;
export const PASSWORD_SPECIALS = '$*&@#!';
const ALLOWED = /^[0-9a-zA-Z$*&@#!]+$/;

/**
 * The password policy (spec 000 §5): at least 8 characters, one digit, one lowercase, one uppercase
 * and one of $*&@#!, and nothing outside those classes. Returns the spec's message, or null if valid.
 */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return MSG.passwordMax;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordLength;
  const ok =
    ALLOWED.test(password) &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[$*&@#!]/.test(password);
  return ok ? null : MSG.passwordPolicy;
}

export function isValidPassword(password: string): boolean {
  return passwordProblem(password) === null;
}
