import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { queryClient } from '../providers';
import { call } from '../../lib/api-client';
import { session } from '../../lib/session';

/** Ends the session on the server (revokes the refresh token) and forgets it locally. */
export async function logout(): Promise<void> {
  const tokens = session.get().tokens;
  if (tokens) await call(AUTH_API.logout, { body: { refreshToken: tokens.refreshToken } }).catch(() => undefined);
  session.clear();
  queryClient.clear();
}
