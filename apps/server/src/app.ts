import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { MSG } from '@intranet/shared/validation/messages';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { accessPlugin } from './platform/auth/access';
import { loggerOptions } from './platform/auth/log-redaction';
import { createTokenSigner, type TokenSigner } from './platform/auth/tokens';
import { registerErrorHandler } from './platform/http/errors';
import { registerInputGuards } from './platform/http/input-guards';
import { createStorage, type Storage } from './platform/files/storage';
import { createSender, type Sender } from './platform/messaging/sender';
import { LiveHub } from './platform/live/live-hub';
import { registerModules } from './modules';
import { registerWebApp } from './platform/http/web-app';

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

/** Builds the server: third-party plugins, then the platform, then one register() per module. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // The router's own refusals (a path that does not decode, a parameter too long) in our shape, in pt-BR.
    frameworkErrors: (error, _request, reply) => {
      void reply.status(error.statusCode === 414 ? 414 : 400).send({ error: 'invalid_input', message: MSG.invalidData });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // zod's own texts (those a schema does not set) in pt-BR, for every schema of the process.
  z.config(ptBR());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', createTokenSigner(config.jwtSecret));
  app.decorate('storage', createStorage(config));
  app.decorate('sender', createSender(config, database.db, app.log));
  const live = new LiveHub(database, app.log);
  await live.start();
  app.decorate('live', live);
  app.addHook('onClose', async () => live.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  // JSON answers of 1 KB or more, brotli or gzip as the client accepts; the web app's files are
  // compressed at build time and event streams are never buffered by a compressor.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
  await app.register(rateLimit, { global: false });
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
