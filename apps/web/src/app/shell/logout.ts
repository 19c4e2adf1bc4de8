import { queryClient } from '../providers';
import { session } from '../../lib/session';

/** Ends the session on the server (revokes the refresh token) and forgets it locally. */
export async function logout(): Promise<void> {
  const tokens = session.get().tokens;
  if (tokens) {
    await fetch('/v1/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.idToken}` },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    }).catch(() => undefined);
  }
  session.clear();
  queryClient.clear();
}
