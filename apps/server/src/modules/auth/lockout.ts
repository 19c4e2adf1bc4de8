/**
 * Password lockout: from the 5th consecutive failure the identity is locked for 2^(n−5) seconds
 * (n = failures so far), at most 15 minutes; 15 quiet minutes or a success clear the count.
 */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MAX_SECONDS = 15 * 60;
export const FAILURES_FORGOTTEN_AFTER_MS = 15 * 60 * 1000;
/** The column is a smallint; the count stops growing long before that matters. */
export const FAILURES_CAP = 1000;

export function lockSeconds(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  const exponent = failures - LOCK_AFTER_FAILURES;
  return exponent >= 10 ? LOCK_MAX_SECONDS : Math.min(2 ** exponent, LOCK_MAX_SECONDS);
}

export function lockedUntil(failures: number, now: Date): Date | null {
  const seconds = lockSeconds(failures);
  return seconds ? new Date(now.getTime() + seconds * 1000) : null;
}

export function isLocked(identity: { bloqueado_ate: Date | null }, now: Date): boolean {
  return !!identity.bloqueado_ate && identity.bloqueado_ate.getTime() > now.getTime();
}
