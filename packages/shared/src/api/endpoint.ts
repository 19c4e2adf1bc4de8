import type { z } from 'zod';
import type { Action } from '../access/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, defined once: the server registers it, the web client calls it and the web
 * tests answer it, all from this object. `path` uses `:name` for its params.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/v1/${string}`;
  access: Action;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; `null` for calls that answer something other than JSON (files, streams). */
  response: z.ZodType | null;
  summary?: string;
};

/** Keeps the literal types of a definition (method, path, schemas) while checking its shape. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
type InputPart<E, K extends 'params' | 'query' | 'body'> = [Schema<E, K>] extends [never]
  ? unknown
  : undefined extends z.input<Schema<E, K>>
    ? { [P in K]?: z.input<Schema<E, K>> }
    : { [P in K]: z.input<Schema<E, K>> };
type OutputPart<E, K extends 'params' | 'query' | 'body'> = [Schema<E, K>] extends [never]
  ? undefined
  : z.output<Schema<E, K>>;

/** What a caller sends: params, query and body as their schemas accept them (absent keys omitted). */
export type EndpointInput<E extends Endpoint> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>;

/** What a handler receives, after the schemas parsed (and transformed) the request. */
export type EndpointRequest<E extends Endpoint> = {
  params: OutputPart<E, 'params'>;
  query: OutputPart<E, 'query'>;
  body: OutputPart<E, 'body'>;
};

/** The 200 answer as the client reads it, and as the server must produce it. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : unknown;
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** The path of a call with its params filled in (`/v1/rh/trilha/:id` → `/v1/rh/trilha/7`). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A matcher of concrete paths against an endpoint's pattern, giving its raw params. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
}
