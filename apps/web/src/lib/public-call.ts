import { type Endpoint, type EndpointInput, type EndpointResponse, fillPath } from '@intranet/shared/api/endpoint';
import { MSG } from '@intranet/shared/validation/messages';

export type CallFailure = { status: number; message: string; fields: { path: string; message: string }[] };

/**
 * A public call of the contract for the public pages (lead form, prize wheel). The app's `call()` (lib/api-client) brings
 * the session, its React store and the permission map, which a visitor without a session never uses:
 * this page sends no token and no role, so it builds the request from the endpoint alone.
 */
export async function publicCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  /** Headers of a page's own session (the client panel's customer token). */
  headers: Record<string, string> = {},
): Promise<EndpointResponse<E>> {
  const { query, body } = input as { query?: Record<string, unknown>; body?: unknown };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const path = fillPath(endpoint.path, (input as { params?: Record<string, unknown> }).params);
  const text = search.toString();
  const res = await fetch(text ? `${path}?${text}` : path, {
    method: endpoint.method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as { message?: string; fields?: CallFailure['fields'] } | null;
  if (res.status !== 200)
    throw {
      status: res.status,
      message: data?.message ?? MSG.generic,
      fields: data?.fields ?? [],
    } satisfies CallFailure;
  return data as EndpointResponse<E>;
}

/**
 * A public GET by method and path alone, answered as `T`: for pages that must not load the contract's
 * schemas (zod) to stay small on a phone (the careers site).
 */
export async function publicGet<T>(
  call: Pick<Endpoint, 'path'> & { method: 'GET' },
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): Promise<T> {
  return publicCall({ ...call, access: 'public.call', response: null } as Endpoint, input as never) as Promise<T>;
}

export function isCallFailure(error: unknown): error is CallFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as CallFailure).status === 'number' &&
    Array.isArray((error as CallFailure).fields)
  );
}
