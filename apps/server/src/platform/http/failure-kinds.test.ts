import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDuplicate, isRefusedValue, loggableError } from './failure-kinds';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('failure kinds', () => {
  it('tells an unreachable database from a failing query', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('x', { cause: new Error('x', { cause: withCode('read ECONNRESET', 'ECONNRESET') }) }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('connect ECONNREFUSED in a message only'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("knows the drivers' texts of a connection that ended, a client that cannot be used any more, and an embedded database closing", () => {
    const dead = [
      new Error('Connection terminated'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
      withCode('write EPIPE', 'EPIPE'),
      withCode('getaddrinfo ENOTFOUND db.interno', 'ENOTFOUND'),
      new Error('PGlite is closing'),
      // The rollback of a transaction whose connection died fails too, and its error is the one thrown.
      Object.assign(new Error('Failed query: rollback\nparams: '), {
        query: 'rollback',
        params: [],
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ];
    for (const error of dead) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('tells a value the database refuses from a fault of the server', () => {
    const wrapped = (code: string) => new Error('Failed query', { cause: withCode('refused', code) });
    for (const code of ['22003', '22001', '22P02', '22007', '23503', '23502', '23514'])
      expect(isRefusedValue(wrapped(code))).toBe(true);
    for (const code of ['23505', '42P01', '42703', '57P01', '40001']) expect(isRefusedValue(wrapped(code))).toBe(false);
    expect(isRefusedValue(withCode('x', 'ERR_INVALID_ARG_TYPE'))).toBe(false);
    expect(isDuplicate(wrapped('23505'))).toBe(true);
    expect(isDuplicate(wrapped('23503'))).toBe(false);
  });

  it('survives an error that wraps itself', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('logs neither the parameters nor the whole SQL of a failed query', () => {
    const cause = withCode('value too long', '22001');
    const sqlText = `insert into identidade (email, senha_hash) values ($1, $2) ${'-- '.repeat(100)}`;
    const failed = Object.assign(new Error(`Failed query: ${sqlText}\nparams: ana@example.com,$argon2id$segredo`), {
      query: sqlText,
      params: ['ana@example.com', '$argon2id$segredo'],
      cause,
    });
    const logged = loggableError(failed);
    expect(logged.err).toBe(cause);
    expect(logged.sql!.length).toBeLessThanOrEqual(120);
    expect(JSON.stringify(logged)).not.toMatch(/segredo|ana@example/);
  });

  it('logs any other error as it is', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toEqual({ err: error });
  });
});
