/** PostgreSQL error code of a failed query, looking through the ORM's wrapping (`cause`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (a concurrent write won the race the name check cannot see). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** The transaction lost a race PostgreSQL will not settle by waiting (serialization failure or deadlock): run it again. */
export const isRetryableConflict = (error: unknown) => ['40001', '40P01'].includes(pgCode(error) ?? '');

/** Another table still references the row. */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/** A check constraint refused the row; `name` narrows it to one constraint (`valida_datas`). */
export function isCheckViolation(error: unknown, name?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23514') return name === undefined || constraint === name;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** An exclusion constraint refused the row (two bookings of one resource, or two periods of one vehicle, overlapping). */
export const isExclusionViolation = (error: unknown) => pgCode(error) === '23P01';
