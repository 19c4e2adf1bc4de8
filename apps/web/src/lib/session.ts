import { useSyncExternalStore } from 'react';
import type { IdentityClaims } from '@intranet/shared/auth/claims';
import { parseModulesClaim } from '@intranet/shared/auth/roles';

/** The signed-in user kept locally (spec 000 §3 "Session user"). */
export type SessionUser = {
  userId: string;
  usuarioId: number;
  email: string;
  roles: string[];
  modules: string[];
  employee: boolean;
  nome?: string | null;
};
export type Tokens = { idToken: string; refreshToken: string };
type State = { tokens: Tokens | null; user: SessionUser | null };

const TOKENS_KEY = 'intranet.tokens';
const USER_KEY = 'intranet.user';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

let state: State = { tokens: read<Tokens>(TOKENS_KEY), user: read<SessionUser>(USER_KEY) };
const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTokens(tokens: Tokens | null) {
    state = { ...state, tokens };
    if (tokens) localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    else localStorage.removeItem(TOKENS_KEY);
    emit();
  },
  setUser(user: SessionUser | null) {
    state = { ...state, user };
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
    emit();
  },
  clear() {
    localStorage.removeItem(TOKENS_KEY);
    localStorage.removeItem(USER_KEY);
    state = { tokens: null, user: null };
    emit();
  },
};

export function useSession(): State {
  return useSyncExternalStore(session.subscribe, session.get);
}

/** Reads the claims of an identity token (no verification: the server verifies every call). */
export function userFromToken(idToken: string): SessionUser {
  const payload = JSON.parse(atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as IdentityClaims;
  return {
    userId: payload.sub,
    usuarioId: payload.usuario_id,
    email: payload.email,
    roles: payload.allowed_roles,
    modules: parseModulesClaim(payload.modules),
    employee: payload.funcionario,
  };
}
