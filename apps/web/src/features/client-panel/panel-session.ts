import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import type { Endpoint, EndpointInput, EndpointResponse } from '@intranet/shared/api/endpoint';
import { type CallFailure, isCallFailure, publicCall } from '../../lib/public-call';

/**
 * The customer's session in this page: their identity and refresh tokens, kept apart from the staff
 * app's session. A call that answers 401 renews the tokens once with the refresh token (rotated by
 * the server) and is tried again; when that fails too, the session is gone.
 */
const KEY = 'central-assinante.sessao';

type Tokens = { idToken: string; refreshToken: string };

export function sessionTokens(): Tokens | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Tokens | null;
    return stored?.idToken && stored.refreshToken ? stored : null;
  } catch {
    return null;
  }
}

export function keepSession(tokens: Tokens): void {
  localStorage.setItem(KEY, JSON.stringify({ idToken: tokens.idToken, refreshToken: tokens.refreshToken }));
}

export function dropSession(): void {
  localStorage.removeItem(KEY);
}

/** Ends the session on the server (every device's tokens of it) and here. */
export async function signOut(): Promise<void> {
  const tokens = sessionTokens();
  dropSession();
  if (tokens) await publicCall(AUTH_API.logout, { body: { refreshToken: tokens.refreshToken } }).catch(() => undefined);
}

/** Thrown when the customer must sign in again. */
export const SESSION_GONE: CallFailure = { status: 401, message: '', fields: [] };

const withToken = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, idToken: string) =>
  publicCall(endpoint, input, { authorization: `Bearer ${idToken}` });

let renewing: Promise<Tokens | null> | null = null;

async function renew(refreshToken: string): Promise<Tokens | null> {
  renewing ??= publicCall(AUTH_API.refresh, { body: { refreshToken } })
    .then((tokens) => {
      keepSession(tokens);
      return tokens;
    })
    .catch(() => {
      dropSession();
      return null;
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** A call of the panel as the signed-in customer. */
export async function panelCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const tokens = sessionTokens();
  if (!tokens) throw SESSION_GONE;
  try {
    return await withToken(endpoint, input, tokens.idToken);
  } catch (error) {
    if (!isCallFailure(error) || error.status !== 401) throw error;
    const renewed = await renew(tokens.refreshToken);
    if (!renewed) throw SESSION_GONE;
    return withToken(endpoint, input, renewed.idToken);
  }
}
