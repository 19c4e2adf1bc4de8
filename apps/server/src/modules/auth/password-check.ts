import type { AuthReason } from '@intranet/shared/auth/auth-messages';
import { verifyPassword } from '../../platform/auth/passwords';
import type { ErrorCode } from '../../platform/http/errors';
import { authError } from './auth.errors';
import type { AuthContext } from './auth.context';
import { type Identity, clearPasswordFailures, recordPasswordFailure, updateIdentity } from './auth.repository';
import { isLocked, lockedUntil } from './lockout';

/**
 * Verifies a password under the lockout rule: refused while locked; a failure is counted (and locks
 * from the fifth); a success clears the count.
 */
export async function checkPassword(
  ctx: AuthContext,
  identity: Identity,
  password: string,
  onWrong: { reason: AuthReason; code?: ErrorCode } = { reason: 'NotAuthorizedException' },
): Promise<void> {
  const now = new Date();
  if (isLocked(identity, now)) throw authError('PasswordAttemptsExceededException');
  if (!(await verifyPassword(identity.senha_hash, password))) {
    const failures = await recordPasswordFailure(ctx.db, identity.id, now);
    const until = lockedUntil(failures, now);
    if (until) await updateIdentity(ctx.db, identity.id, { bloqueado_ate: until });
    throw authError(onWrong.reason, onWrong.code);
  }
  await clearPasswordFailures(ctx.db, identity.id);
}
