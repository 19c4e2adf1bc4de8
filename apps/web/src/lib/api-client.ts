import { PERMISSIONS, actingRoleFor } from '@intranet/shared/access/permissions';
import { type Endpoint, type EndpointInput, type EndpointResponse, fillPath } from '@intranet/shared/api/endpoint';
import { MSG } from '@intranet/shared/validation/messages';
import { session } from './session';

export type FieldError = { path: string; message: string };

/** A failed call: `message` is the server's pt-BR text; `reason` the identity error name if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: FieldError[],
    readonly reason?: string,
  ) {
    super(message);
  }
}

export type CallOptions = {
  signal?: AbortSignal;
  /** The role to act with when it is not the action's area role (the history of another area's record). */
  role?: string;
  /** A multipart body (uploads) instead of the JSON body. */
  form?: FormData;
  /** Bytes of the multipart body sent so far, for a progress bar (the upload then goes by XMLHttpRequest, which reports them). */
  onUploadProgress?: (sent: number, total: number) => void;
};

type Request = {
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
  role?: string;
  anonymous: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (sent: number, total: number) => void;
};

let refreshing: Promise<boolean> | null = null;
const unauthorizedListeners = new Set<() => void>();

/** Called when the session cannot be renewed (the shell opens Login). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Renews the identity token with the rotating refresh token; one renewal at a time. */
export function refreshSession(): Promise<boolean> {
  const tokens = session.get().tokens;
  if (!tokens) return Promise.resolve(false);
  // The identity contract is loaded when a renewal is needed: the sign-in page must not carry it.
  refreshing ??= import('@intranet/shared/auth/auth.contract')
    .then(({ AUTH_API }) => send(requestOf(AUTH_API.refresh, { body: { refreshToken: tokens.refreshToken } })))
    .then(async (res) => {
      if (!res.ok) return false;
      const data = (await res.json()) as { idToken: string; refreshToken: string };
      session.setTokens({ idToken: data.idToken, refreshToken: data.refreshToken });
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The URL of a call with its params and query filled in. */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const path = fillPath(endpoint.path, params);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function requestOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Request {
  const rule = PERMISSIONS[endpoint.access];
  const roles = session.get().user?.roles ?? [];
  return {
    method: endpoint.method,
    path: urlOf(endpoint, input),
    body: (input as { body?: unknown }).body,
    form: options.form,
    role: options.role ?? actingRoleFor(roles, endpoint.access),
    anonymous: rule.level === 'public',
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
  };
}

/** A multipart upload by XMLHttpRequest (fetch cannot report the bytes sent), answered as a fetch Response. */
function sendWithProgress(request: Request, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.response as Blob, { status: xhr.status, headers: responseHeaders }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form ?? null);
  });
}

function send(request: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  const tokens = session.get().tokens;
  if (tokens && !request.anonymous) headers.authorization = `Bearer ${tokens.idToken}`;
  if (request.role) headers['x-role'] = request.role;
  if (request.form && request.onUploadProgress && typeof XMLHttpRequest !== 'undefined')
    return sendWithProgress(request, headers);
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return fetch(request.path, { method: request.method, headers, body, signal: request.signal });
}

async function toError(res: Response): Promise<ApiError> {
  try {
    const data = (await res.json()) as { message?: string; error?: string; fields?: FieldError[]; reason?: string };
    return new ApiError(res.status, data.message ?? MSG.invalidData, data.error, data.fields, data.reason);
  } catch {
    return new ApiError(res.status, MSG.generic);
  }
}

/** The raw answer of a call (files), with the bearer token, the role header and one silent renewal on 401. */
export async function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<Response> {
  const request = requestOf(endpoint, input, options);
  let res = await send(request);
  if (res.status === 401 && session.get().tokens && !request.anonymous) {
    if (await refreshSession()) res = await send(request);
    else {
      session.clear();
      for (const l of unauthorizedListeners) l();
    }
  }
  return res;
}

/** Calls an endpoint of the contract; resolves with its typed 200 answer, rejects with ApiError otherwise. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const res = await fetchEndpoint(endpoint, input, options);
  if (res.status !== 200) throw await toError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>;
}
