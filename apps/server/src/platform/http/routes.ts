import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@intranet/shared/access/permissions';
import type { Endpoint, EndpointReply, EndpointRequest } from '@intranet/shared/api/endpoint';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/access';

/** What every operation receives first: the database (or a transaction) and who is acting. */
export type OpContext = { db: Db; actor: Actor };

/** The HTTP side of a call, for the few handlers that stream, send files or need a platform service. */
export type HttpContext = { request: FastifyRequest; reply: FastifyReply; app: FastifyInstance };

export type RouteHandler<E extends Endpoint> = (
  ctx: OpContext,
  input: EndpointRequest<E>,
  http: HttpContext,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

export type RouteOptions = {
  /** Extra route config (rate limits, the stream's token); the access rule always comes from the endpoint. */
  config?: Omit<FastifyContextConfig, 'access' | 'action'>;
  bodyLimit?: number;
};

export type RouteTable = {
  /** Serves an endpoint of the contract: its method, path, schemas and access rule, with this handler. */
  on<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions): void;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract action whose rule `access` is. */
    action?: string;
  }
}

/** The route's schemas: only those the endpoint defines (Fastify warns about keys given as undefined). */
function schemaOf(tag: string, endpoint: Endpoint) {
  return {
    tags: [tag],
    ...(endpoint.summary && { summary: endpoint.summary }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.response && { response: { 200: endpoint.response } }),
  };
}

/**
 * The one route-plugin shape of every area:
 * `export const fooRoutes = defineRoutes('foo', (r) => r.on(FOO_API.list, (ctx, { body }) => listFoo(ctx, body)))`.
 */
export function defineRoutes(tag: string, declare: (routes: RouteTable, app: FastifyInstance) => void) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const table: RouteTable = {
      on(endpoint, handler, options = {}) {
        app.route({
          method: endpoint.method,
          url: endpoint.path,
          bodyLimit: options.bodyLimit,
          config: { ...options.config, access: PERMISSIONS[endpoint.access], action: endpoint.access },
          schema: schemaOf(tag, endpoint),
          handler: async (request, reply) =>
            handler(
              { db: app.db, actor: request.actor },
              { params: request.params, query: request.query, body: request.body } as never,
              { request, reply, app },
            ),
        });
      },
    };
    declare(table, app);
  };
}
