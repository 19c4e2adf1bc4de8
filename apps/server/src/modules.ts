import type { FastifyInstance } from 'fastify';

/** One register() per area; each area's routes file is a Fastify plugin. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
