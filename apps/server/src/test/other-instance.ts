import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Another server on the test app's database, as a second process behind a load balancer would be:
 * its modules are loaded anew, so whatever a module keeps in its own memory is this instance's alone
 * (two apps built from the same loaded modules would share it, and hide the difference). It shares
 * the test app's token secret and file storage, as instances must. Close it before the test app.
 */
export async function otherInstance(t: TestApp): Promise<FastifyInstance> {
  vi.resetModules();
  const [{ buildApp }, { testConfig }] = await Promise.all([import('../app'), import('./test-app')]);
  const { jwtSecret, databaseUrl, dataDir, s3 } = t.app.config;
  const app = await buildApp({
    config: testConfig({ jwtSecret, databaseUrl, dataDir, s3 }),
    database: t.database,
    logger: false,
  });
  await app.ready();
  return app;
}
