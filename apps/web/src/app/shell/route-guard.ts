import { useEffect, useState } from 'react';
import { session, userFromToken, type SessionUser } from '../../lib/session';
import { logout } from './logout';
import { useMe } from '../../lib/me';

export const ROLE_SYNC_DELAY_MS = 200;

export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((r) => set.has(r));
}

export type GuardState = 'checking' | 'ready' | 'signed-out';

/**
 * The guard of routes that need a session (spec 000 §4): fetches the authenticated user, reads the
 * token claims and stores the user with its roles; a failed fetch forgets the user (→ Login).
 * 200 ms after load the server's roles are compared with the token's: a difference ends the session.
 * `needsName`: the server's record has no name yet (the user is sent to UsersEdit).
 */
export function useRouteGuard(): { state: GuardState; user: SessionUser | null; needsName: boolean } {
  const { tokens, user } = session.get();
  const me = useMe(!!tokens);
  const [signedOut, setSignedOut] = useState(!tokens);

  useEffect(() => {
    if (!tokens) setSignedOut(true);
  }, [tokens]);

  useEffect(() => {
    if (me.isError) {
      session.clear();
      setSignedOut(true);
    }
  }, [me.isError]);

  useEffect(() => {
    const current = session.get().tokens;
    if (!me.data || !current) return;
    const claims = userFromToken(current.idToken);
    session.setUser({ ...claims, nome: me.data.nome });
    const timer = setTimeout(() => {
      if (!sameRoles(me.data.roles, claims.roles)) {
        void logout().then(() => setSignedOut(true));
      }
    }, ROLE_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [me.data]);

  const needsName = !!me.data && !me.data.nome?.trim();
  if (signedOut) return { state: 'signed-out', user: null, needsName: false };
  if (user) return { state: 'ready', user, needsName };
  return { state: 'checking', user: null, needsName: false };
}
