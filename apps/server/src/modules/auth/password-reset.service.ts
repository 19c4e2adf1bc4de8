import { hashPassword } from '../../platform/auth/passwords';
import { authError } from './auth.errors';
import type { AuthContext } from './auth.context';
import {
  type Identity,
  findIdentityByEmail,
  markCodeUsed,
  revokeAllOfIdentity,
  updateIdentity,
} from './auth.repository';
import { endSessions } from './session.service';
import { checkCode, sendCode } from './verification-codes';

function resettable(
  identity: Identity | undefined,
  unknown: 'EmailNotFoundException' | 'UserNotFoundException',
): Identity {
  if (!identity) throw authError(unknown);
  if (!identity.habilitado) throw authError('EmailNotAllowedException');
  if (identity.status === 'UNCONFIRMED') throw authError('UserNotConfirmedException');
  return identity;
}

/** Mails a reset code (valid one hour) to the identity of this e-mail. */
export async function forgotPassword(ctx: AuthContext, input: { email: string }): Promise<void> {
  const identity = resettable(await findIdentityByEmail(ctx.db, input.email), 'EmailNotFoundException');
  await sendCode(ctx, identity, 'reset');
}

/**
 * Sets the new password with a valid reset code. It also ends a demanded reset or a pending
 * temporary password, clears the lockout and ends every open session of the identity.
 */
export async function confirmForgotPassword(
  ctx: AuthContext,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const identity = resettable(await findIdentityByEmail(ctx.db, input.email), 'UserNotFoundException');
  const code = await checkCode(ctx, identity, 'reset', input.code);
  const senha_hash = await hashPassword(input.password);
  const now = new Date();
  await endSessions(ctx, identity.id, async (tx) => {
    await markCodeUsed(tx, code.id, now);
    await updateIdentity(tx, identity.id, {
      senha_hash,
      status: 'CONFIRMED',
      falhas_senha: 0,
      ultima_falha_em: null,
      bloqueado_ate: null,
    });
    await revokeAllOfIdentity(tx, identity.id, now);
  });
}
