import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; any unknown GET outside the API answers index.html (client routing). */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: run npm run build');
    return;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false, maxAge: '1h', immutable: false });
  // A catch-all GET route rather than a second not-found handler (the error handler owns that one).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const apiPath = request.url.startsWith('/v1') || request.url.startsWith('/docs') || request.url.startsWith('/health');
    if (!apiPath && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'not_found', message: 'Dados não encontrados.' });
  });
}
