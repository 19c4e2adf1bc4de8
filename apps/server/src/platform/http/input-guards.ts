import type { FastifyInstance } from 'fastify';
import { MSG } from '@intranet/shared/validation/messages';
import { invalid } from './errors';

/** Deepest nesting of arrays and objects a JSON body may have; no call of the API needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/** A UTF-16 surrogate without its pair: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** PostgreSQL refuses a NUL in text. */
const unsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether every text of a parsed value (keys included) is safe to store, within MAX_JSON_DEPTH levels. */
export function isSafeInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !unsafeText(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isSafeInput(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !unsafeText(key) && isSafeInput(item, depth + 1));
}

/**
 * Refuses, before any route sees them, JSON bodies and decoded path or query parameters that no
 * validator would catch and the database would fail on: 400 `invalid_input`, never a 500.
 */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    parseJson(request, body, (err, value) => {
      if (err) return done(err, undefined);
      if (!isSafeInput(value)) return done(invalid(MSG.invalidData), undefined);
      done(null, value);
    });
  });

  app.addHook('onRequest', async (request) => {
    if (!isSafeInput(request.params) || !isSafeInput(request.query)) {
      // The path only: a query string may carry what must not reach the logs.
      request.log.info({ path: request.url.split('?')[0] }, 'unsafe text in the URL refused');
      throw invalid(MSG.invalidData);
    }
  });
}
