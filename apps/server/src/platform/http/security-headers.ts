import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
};

/**
 * The headers helmet sets with these options, worked out once: they do not depend on the request,
 * and building helmet's middleware again for every call (as its Fastify plugin does) is the cost.
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The security headers of an answer, by how the call came in. `Strict-Transport-Security` and the
 * CSP's `upgrade-insecure-requests` go only with calls that came over HTTPS (directly, or as the
 * trusted proxy says in X-Forwarded-Proto): sent over plain HTTP, they made the browser ask every
 * asset of an intranet reached by address or host name over HTTPS, where nothing answers, and the
 * page stayed blank.
 */
export function securityHeaders(): (protocol: string) => [string, string][] {
  const secure = headersOf({ contentSecurityPolicy: { directives: DIRECTIVES } });
  const plain = headersOf({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  return (protocol) => (protocol === 'https' ? secure : plain);
}
