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

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Effective role of the calling area, sent as x-role. */
  role?: string;
  signal?: AbortSignal;
  /** Skip the bearer token (public calls). */
  anonymous?: boolean;
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
  refreshing ??= fetch('/v1/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  })
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

async function send(path: string, options: Options): Promise<Response> {
  const headers: Record<string, string> = {};
  const tokens = session.get().tokens;
  if (tokens && !options.anonymous) headers.authorization = `Bearer ${tokens.idToken}`;
  if (options.role) headers['x-role'] = options.role;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(path.startsWith('/') ? path : `/${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
}

async function toError(res: Response): Promise<ApiError> {
  try {
    const data = (await res.json()) as { message?: string; error?: string; fields?: FieldError[]; reason?: string };
    return new ApiError(res.status, data.message ?? MSG.invalidData, data.error, data.fields, data.reason);
  } catch {
    return new ApiError(res.status, MSG.generic);
  }
}

/** Raw response with the bearer token, the role header and one silent token renewal on 401. */
export async function apiFetch(path: string, options: Options = {}): Promise<Response> {
  let res = await send(path, options);
  if (res.status === 401 && session.get().tokens && !options.anonymous) {
    if (await refreshSession()) res = await send(path, options);
    else {
      session.clear();
      for (const l of unauthorizedListeners) l();
    }
  }
  return res;
}

/** JSON call; throws ApiError on any status other than 200. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (res.status !== 200) throw await toError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
