import { randomUUID } from 'node:crypto';
import type { LoginResponse, Tokens } from '@intranet/shared/auth/auth.schemas';
import { NEW_PASSWORD_REQUIRED } from '@intranet/shared/auth/auth.schemas';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { authError, authFieldError } from './auth.errors';
import type { AuthContext, AuthOpContext } from './auth.context';
import { findIdentityByEmail, findIdentityById, revokeOtherSessions, updateIdentity } from './auth.repository';
import { checkPassword } from './password-check';
import { endSessions, issueTokens } from './session.service';

/**
 * Sign-in. An unknown e-mail costs one password verification too (against a decoy hash) and gets
 * the same answer as a wrong password. The account's state is told only after the right password.
 */
export async function login(ctx: AuthContext, input: { email: string; password: string }): Promise<LoginResponse> {
  const identity = await findIdentityByEmail(ctx.db, input.email);
  if (!identity) {
    await verifyPassword(await decoyHash(), input.password);
    throw authError('NotAuthorizedException');
  }
  await checkPassword(ctx, identity, input.password);
  if (!identity.habilitado) throw authError('UserDisabledException');
  switch (identity.status) {
    case 'UNCONFIRMED':
      throw authError('UserNotConfirmedException');
    case 'RESET_REQUIRED':
      throw authError('PasswordResetRequiredException');
    case 'FORCE_CHANGE_PASSWORD':
      return { challenge: NEW_PASSWORD_REQUIRED, session: await ctx.sessions.issue(identity) };
    case 'CONFIRMED':
      return issueTokens(ctx, identity);
  }
}

/** Answers the NEW_PASSWORD_REQUIRED challenge: the temporary password is replaced and the user signed in. */
export async function completeNewPassword(
  ctx: AuthContext,
  input: { email: string; session: string; password: string },
): Promise<Tokens> {
  const identity = await findIdentityByEmail(ctx.db, input.email);
  if (
    !identity ||
    identity.status !== 'FORCE_CHANGE_PASSWORD' ||
    !(await ctx.sessions.verify(input.session, identity))
  ) {
    throw authError('InvalidSessionException');
  }
  if (!identity.habilitado) throw authError('UserDisabledException');
  if (await verifyPassword(identity.senha_hash, input.password))
    throw authFieldError('PasswordReusedException', 'password');
  const senha_hash = await hashPassword(input.password);
  await updateIdentity(ctx.db, identity.id, {
    senha_hash,
    status: 'CONFIRMED',
    falhas_senha: 0,
    ultima_falha_em: null,
    bloqueado_ate: null,
  });
  return issueTokens(ctx, { ...identity, senha_hash, status: 'CONFIRMED' });
}

/**
 * A signed-in user changes their password. A wrong current password counts toward the lockout and
 * answers 400, not 401: the session itself is valid and must not be renewed or ended. The user's
 * other sessions end; the current one goes on with the tokens answered.
 */
export async function changePassword(
  ctx: AuthOpContext,
  input: { oldPassword: string; newPassword: string },
): Promise<Tokens> {
  const identity = ctx.actor.identityId ? await findIdentityById(ctx.db, ctx.actor.identityId) : undefined;
  if (!identity) throw authError('InvalidSessionException');
  await checkPassword(ctx, identity, input.oldPassword, { reason: 'IncorrectCurrentPasswordException' });
  const senha_hash = await hashPassword(input.newPassword);
  const current = ctx.actor.session?.id ?? randomUUID();
  await endSessions(ctx, identity.id, async (tx) => {
    await updateIdentity(tx, identity.id, { senha_hash });
    await revokeOtherSessions(tx, identity.id, current, new Date());
  });
  return issueTokens(ctx, { ...identity, senha_hash }, current);
}
