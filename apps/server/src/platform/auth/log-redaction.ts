import type { FastifyServerOptions } from 'fastify';

/** Query parameter names that may carry a credential, compared once decoded, lower-cased and letters only. */
const SECRET_NAME = /token|ticket|senha|password|secret|session|sessao|codigo|code|key|auth/;
/** A JSON Web Token, whatever parameter carries it. */
const JWT = /^eyJ[\w-]*\.[\w-]*\./;
const REDACTED = '[redacted]';

/** Decodes until stable (a name may be encoded twice), leniently: a malformed escape stays as it is. */
function decoded(text: string): string {
  let current = text.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function secretParam(rawName: string, rawValue: string): boolean {
  const name = decoded(rawName)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return SECRET_NAME.test(name) || JWT.test(decoded(rawValue));
}

/**
 * The URL as it may be logged: the value of every query parameter that may carry a credential is
 * replaced, judged by the parsed name (any case or encoding, `access%5Ftoken` included) and value.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const params = url
    .slice(start + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=');
      const name = equals < 0 ? param : param.slice(0, equals);
      const value = equals < 0 ? '' : param.slice(equals + 1);
      return secretParam(name, value) ? `${name}=${REDACTED}` : param;
    });
  return `${url.slice(0, start)}?${params.join('&')}`;
}

/** The server's logger: requests logged by method, redacted URL and address; never a header. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
