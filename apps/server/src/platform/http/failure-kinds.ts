/** Socket errors of a database connection that failed or dropped, or of its host that cannot be found. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/**
 * PostgreSQL SQLSTATEs of a server shutting down, starting up, unreachable, refusing the connection
 * or out of connection slots.
 */
const POSTGRES_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/**
 * Drivers' own messages for the same (the pg pool, the pg client, PGlite), as they begin: a pool
 * timeout, a connection ended ('Connection terminated', '… unexpectedly', '… due to connection
 * timeout'), a client whose connection failed or ended (the rollback of a transaction whose connection
 * died fails with it, and its error is the one thrown), an embedded database closing or closed.
 */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closing',
  'PGlite is closed',
];

/** The error and every error it wraps (`cause`, and the attempts of an AggregateError), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

/** Whether a failure comes from the database being unreachable (a 503 to retry), not from the call. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
  }
  return false;
}

/**
 * SQLSTATEs of a value the database refuses: any data exception (class 22: a number out of its
 * column's range, a text too long, a malformed date …) and an integrity refusal other than a
 * duplicate (a missing reference, a required or checked column).
 */
const REFUSED_VALUE = /^(?:22[0-9A-Z]{3}|2350[23]|23514)$/;

/** Whether a failure is the database refusing a value of the call (a 400), not the server failing. */
export function isRefusedValue(error: unknown): boolean {
  for (const { code } of chain(error)) if (typeof code === 'string' && REFUSED_VALUE.test(code)) return true;
  return false;
}

/** A unique index refused the row: the same record exists (a 409). */
export function isDuplicate(error: unknown): boolean {
  for (const { code } of chain(error)) if (code === '23505') return true;
  return false;
}

/** Errors of the multipart parser on a body that is cut short, has no boundary or has one too long. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than \d+\.)$/;

/** Whether a failure is the multipart parser refusing the body of a multipart call (the caller's fault). */
export function isMalformedMultipart(
  contentType: string | undefined,
  error: { message?: unknown; statusCode?: unknown },
): boolean {
  return (
    /^multipart\//i.test(contentType ?? '') &&
    error.statusCode === undefined &&
    typeof error.message === 'string' &&
    MALFORMED_MULTIPART.test(error.message)
  );
}

/** How long the SQL of a failed query may be in a log line. */
const LOGGED_SQL_CHARS = 120;

/**
 * What of a failure may be logged: a failed query's error names its full SQL and every parameter
 * (user input, hashes, tokens), so only the driver's error and the start of the SQL are kept.
 */
export function loggableError(error: unknown): { err: unknown; sql?: string } {
  const { query, params, cause } = (error ?? {}) as { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof query !== 'string' || params === undefined) return { err: error };
  return { err: cause ?? { message: 'query failed' }, sql: query.slice(0, LOGGED_SQL_CHARS) };
}
