import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@intranet/shared/validation/messages';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { redactUrl } from '../auth/log-redaction';
import {
  isDatabaseUnavailable,
  isDuplicate,
  isMalformedMultipart,
  isRefusedValue,
  loggableError,
} from './failure-kinds';

/** Error codes of the API and the HTTP status each maps to. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { path: string; message: string };

/** A failure the user can read: `message` is pt-BR and safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** Machine-readable detail for the client (e.g. the identity error name). */
    readonly reason?: string,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = 'Dados não encontrados.') => new AppError('not_found', message);
export const forbidden = (message = 'Este usuário não tem autorização para realizar esta operação.') =>
  new AppError('forbidden', message);
export const invalid = (message: string, fields?: FieldError[]) => new AppError('invalid_input', message, fields);
export const conflict = (message: string) => new AppError('conflict', message);

const GENERIC = MSG.generic;
const UNAVAILABLE = 'Serviço indisponível no momento. Tente novamente em instantes.';
/** Seconds a client should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/** One error handler: AppError as is, zod failures with every field, never internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, fields: error.fields, reason: error.reason });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: String(v.message ?? 'Dados inválidos.'),
      }));
      return reply
        .status(400)
        .send({ error: 'invalid_input', message: fields[0]?.message ?? 'Dados inválidos.', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: redactUrl(request.url) }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: GENERIC });
    }
    if (isMalformedMultipart(request.headers['content-type'], error)) {
      return reply.status(400).send({ error: 'invalid_input', message: MSG.invalidData });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Only uploads (multipart) carry an image; any other body over the limit is data the API refuses.
      const upload = /^multipart\//i.test(request.headers['content-type'] ?? '');
      return reply
        .status(413)
        .send({ error: 'too_large', message: upload ? 'A imagem não atende aos paramêtros' : MSG.invalidData });
    }
    if (status === 429)
      return reply.status(429).send({ error: 'rate_limited', message: 'Foram realizadas muitas solicitações.' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'invalid_input', message: 'Dados inválidos.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(loggableError(error), 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'unavailable', message: UNAVAILABLE });
    }
    // Values no schema bounded (an id beyond the integer range …): the caller's data, not a fault;
    // logged, as an operation that should have refused them first.
    if (isRefusedValue(error)) {
      request.log.warn(loggableError(error), 'value refused by the database');
      return reply.status(400).send({ error: 'invalid_input', message: MSG.invalidData });
    }
    if (isDuplicate(error)) {
      request.log.warn(loggableError(error), 'duplicate refused by the database');
      return reply.status(409).send({ error: 'conflict', message: MSG.invalidData });
    }
    request.log.error(loggableError(error), 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: GENERIC });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: 'not_found', message: 'Dados não encontrados.' });
  });
}
