import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
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

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

/**
 * The JSON schema fast-json-stringify writes an answer with, for the zod schemas whose JSON output is
 * the value's own, only narrowed to the listed fields: objects (unlisted keys left out, as zod strips
 * them), arrays, records, strings, numbers, booleans, null, literals, enums, optional, nullable.
 * Null for any other (unions, transforms, defaults, dates, strict objects, trimming strings …): those
 * keep zod's serializer.
 */
function writableSchemaOf(schema: $ZodType): JsonSchema | null {
  const def = schema._zod.def as $ZodType['_zod']['def'] & Record<string, unknown>;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return null;
  switch (def.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
    case 'int':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'any':
    case 'unknown':
      return {};
    case 'literal': {
      const values = def.values as unknown[];
      const kinds = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
      const [kind] = kinds;
      return kinds.size === 1 && ['string', 'number', 'boolean'].includes(kind) ? { type: kind } : null;
    }
    case 'enum':
      return Object.values(def.entries as object).every((value) => typeof value === 'string')
        ? { type: 'string' }
        : null;
    case 'optional':
    case 'readonly':
      return writableSchemaOf(def.innerType as $ZodType);
    case 'nullable': {
      const inner = writableSchemaOf(def.innerType as $ZodType);
      if (!inner || typeof inner.type !== 'string') return null;
      return { ...inner, type: inner.type === 'null' ? 'null' : [inner.type, 'null'] };
    }
    case 'array': {
      const items = writableSchemaOf(def.element as $ZodType);
      return items && { type: 'array', items };
    }
    case 'record': {
      const key = (def.keyType as $ZodType)._zod.def.type;
      const values = writableSchemaOf(def.valueType as $ZodType);
      return values && (key === 'string' || key === 'enum') ? { type: 'object', additionalProperties: values } : null;
    }
    case 'object': {
      const catchall = def.catchall as $ZodType | undefined;
      const loose = catchall !== undefined && ['any', 'unknown'].includes(catchall._zod.def.type);
      if (catchall !== undefined && !loose) return null;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, $ZodType>)) {
        const written = writableSchemaOf(field);
        if (!written) return null;
        properties[key] = written;
        if (field._zod.optout !== 'optional') required.push(key);
      }
      return { type: 'object', properties, required, ...(loose && { additionalProperties: true }) };
    }
    default:
      return null;
  }
}

/** Compiled on an answer's first use and shared by every route and app answering with the same schema. */
const writers = new WeakMap<$ZodType, Stringify | null>();

function writerOf(schema: $ZodType): Stringify | null {
  if (!writers.has(schema)) {
    const json = writableSchemaOf(schema);
    writers.set(schema, json && (fastJson(json) as Stringify));
  }
  return writers.get(schema) ?? null;
}

/**
 * Answers are written from their response schema: a 200 whose schema fast-json-stringify can follow
 * is written by it (unlisted fields left out, a missing or unconvertible field is a serialization
 * error), any other by zod, which encodes and validates it first.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = route.schema as $ZodType;
  if (String(route.httpStatus) !== '200' || !schema?._zod) return viaZod;
  let write: Stringify | null | undefined;
  return (data) => {
    if (write === undefined) write = writerOf(schema);
    if (!write) return viaZod(data);
    try {
      return write(data);
    } catch (cause) {
      throw new ResponseSerializationError(route.method, route.url, { cause: cause as never });
    }
  };
};
