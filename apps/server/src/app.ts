import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { MSG } from '@intranet/shared/validation/messages';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { accessPlugin } from './platform/auth/access';
import { loggerOptions } from './platform/auth/log-redaction';
import { createTokenSigner, type IdentityClaims, type TokenSigner } from './platform/auth/tokens';
import { registerErrorHandler } from './platform/http/errors';
import { registerInputGuards } from './platform/http/input-guards';
import { rateLimitStore } from './platform/http/rate-limit-store';
import { responseSerializerCompiler } from './platform/http/routes';
import { createStorage, type Storage } from './platform/files/storage';
import { createSender, type Sender } from './platform/messaging/sender';
import { LiveHub } from './platform/live/live-hub';
import { registerModules } from './modules';
import { isTrackingLinkPath, sendLinkNotFound } from './modules/tracking-links/tracking-links.public';
import { registerWebApp } from './platform/http/web-app';
import { securityHeaders } from './platform/http/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenSigner;
    storage: Storage;
    sender: Sender;
    live: LiveHub;
  }
}

export type BuildOptions = { config: Config; database: Database; logger?: boolean | object };

/** One log line per call, once answered, saying what was asked (Fastify writes one as it comes in and another as it goes out). */
class OneLinePerCall extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Verified tokens kept at most this many at once (the oldest go first), each only until it expires. */
const VERIFIED_TOKENS = 10_000;

/**
 * A client presents the same token on every call of its 15 minutes: the signature is checked the
 * first time and the claims kept, keyed by the whole token (signature included), until it expires.
 * Whether its identity may still act is still asked on every call (`identityStates`).
 */
function verifiedOnce(signer: TokenSigner): TokenSigner {
  const verified = new Map<string, IdentityClaims & { exp: number }>();
  return {
    sign: (input) => signer.sign(input),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return { ...known, allowed_roles: [...known.allowed_roles] };
      if (known) verified.delete(token);
      const claims = await signer.verify(token);
      const exp = (claims as { exp?: unknown } | null)?.exp;
      if (claims && typeof exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, allowed_roles: [...claims.allowed_roles], exp });
      }
      return claims;
    },
  };
}

/** X-Forwarded-For believed for `hops` proxies: the client is the address the outermost of them saw connect. */
const trustedHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the server: third-party plugins, then the platform, then one register() per module. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    logController: new OneLinePerCall(),
    bodyLimit: 1024 * 1024,
    // A bare number would make Fastify trust no hop (it cannot check who connects), so the count is a rule.
    trustProxy: typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
    // The router's own refusals (a path that does not decode, a parameter too long) in our shape, in pt-BR.
    frameworkErrors: (error, request, reply) => {
      // A visitor's tracking link that does not decode is a link that does not exist: its own page.
      if (isTrackingLinkPath(request.url)) return void sendLinkNotFound(reply as FastifyReply);
      void (reply as FastifyReply)
        .status(error.statusCode === 414 ? 414 : 400)
        .send({ error: 'invalid_input', message: MSG.invalidData });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // zod's own texts (those a schema does not set) in pt-BR, for every schema of the process.
  z.config(ptBR());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', verifiedOnce(createTokenSigner(config.jwtSecret)));
  app.decorate('storage', createStorage(config));
  app.decorate('sender', createSender(config, database.db, app.log));
  const live = new LiveHub(database, app.log);
  await live.start();
  app.decorate('live', live);
  app.addHook('onClose', async () => live.stop());

  const securityHeadersFor = securityHeaders();
  // On the raw response, as helmet does, so that streams which take the response over keep them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeadersFor(request.protocol)) reply.raw.setHeader(name, value);
    done();
  });
  // JSON answers of 1 KB or more, brotli or gzip as the client accepts; the web app's files are
  // compressed at build time and event streams are never buffered by a compressor.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
  // Each route sets its own limit, and whether its counters are shared by every instance (perAddressLimit).
  const limits = rateLimitStore(database.db, app.log);
  app.addHook('onClose', async () => limits.stop());
  await app.register(rateLimit, { global: false, store: limits.Store });
  await app.register(swagger, {
    openapi: { info: { title: 'Intranet API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerErrorHandler(app);
  registerInputGuards(app);
  await app.register(accessPlugin);

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'indisponível' });
  });

  await registerModules(app);
  if (config.webDist) await registerWebApp(app, config.webDist);
  return app;
}
