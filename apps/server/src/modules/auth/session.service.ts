import { randomUUID } from 'node:crypto';
import type { Me, Tokens } from '@intranet/shared/auth/auth.schemas';
import { isEmployee, modulesOf } from '@intranet/shared/auth/roles';
import { type Db, withActor } from '../../db/client';
import { REFRESH_TOKEN_TTL_DAYS, hashOpaque, newOpaqueToken } from '../../platform/auth/tokens';
import { loadUserRoles } from '../../platform/auth/user-roles';
import { authError } from './auth.errors';
import type { AuthContext, AuthOpContext } from './auth.context';
import {
  type Identity,
  findIdentityById,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  usuarioNome,
} from './auth.repository';

/** A new identity token (roles read now) and a refresh token, of a new family unless one is given. */
export async function issueTokens(
  ctx: AuthContext,
  identity: Identity,
  familia: string = randomUUID(),
): Promise<Tokens> {
  const roles = await loadUserRoles(ctx.db, identity.id_usuario);
  const idToken = await ctx.tokens.sign({
    identityId: identity.id,
    email: identity.email,
    usuarioId: identity.id_usuario,
    roles,
    sessionId: familia,
  });
  const { token, hash } = newOpaqueToken();
  await insertRefreshToken(ctx.db, {
    id_identidade: identity.id,
    familia,
    token_hash: hash,
    expira_em: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return { idToken, refreshToken: token };
}

/**
 * Rotation: each refresh token works once and is replaced by a new one of the same family.
 * Presenting a used token means it was copied: the whole family is revoked.
 */
export async function refreshSession(ctx: AuthContext, input: { refreshToken: string }): Promise<Tokens> {
  const now = new Date();
  const row = await findRefreshToken(ctx.db, hashOpaque(input.refreshToken));
  if (!row || row.revogado_em || row.expira_em.getTime() <= now.getTime())
    throw authError('InvalidRefreshTokenException');
  const revoke = () => endSessions(ctx, row.id_identidade, (db) => revokeFamily(db, row, now));
  if (row.usado_em || !(await markRefreshTokenUsed(ctx.db, row.id, now))) {
    await revoke();
    throw authError('InvalidRefreshTokenException');
  }
  const identity = await findIdentityById(ctx.db, row.id_identidade);
  if (!identity || !identity.habilitado) {
    await revoke();
    throw authError('UserDisabledException', 'unauthenticated');
  }
  if (identity.status !== 'CONFIRMED') {
    await revoke();
    throw identity.status === 'RESET_REQUIRED'
      ? authError('PasswordResetRequiredException', 'unauthenticated')
      : authError('InvalidRefreshTokenException');
  }
  return issueTokens(ctx, identity, row.familia);
}

/** Ends the session of this refresh token (its whole family). Unknown tokens are ignored. */
export async function logout(ctx: AuthContext, input: { refreshToken: string }): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashOpaque(input.refreshToken));
  if (row) await endSessions(ctx, row.id_identidade, (db) => revokeFamily(db, row, new Date()));
}

/**
 * Runs a revocation of the identity's sessions in one transaction, then drops what this instance
 * keeps of the identity at once (the other instances hear the database's announcement).
 */
export async function endSessions(
  ctx: AuthContext,
  identityId: string,
  revoke: (db: Db) => Promise<void>,
): Promise<void> {
  await withActor(ctx.db, null, revoke);
  ctx.identityStates.forget(identityId);
}

/** The signed-in user with roles fresh from the database (the web app compares them with the token's). */
export async function currentUser(ctx: AuthOpContext): Promise<Me> {
  const identity = ctx.actor.identityId ? await findIdentityById(ctx.db, ctx.actor.identityId) : undefined;
  if (!identity) throw authError('InvalidRefreshTokenException');
  const roles = await loadUserRoles(ctx.db, identity.id_usuario);
  return {
    userId: identity.id,
    usuarioId: identity.id_usuario,
    email: identity.email,
    roles,
    modules: modulesOf(roles),
    employee: isEmployee(roles),
    nome: await usuarioNome(ctx.db, identity.id_usuario),
  };
}
