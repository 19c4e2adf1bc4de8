import { withActor } from '../../db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { authError } from './auth.errors';
import type { AuthOpContext } from './auth.context';
import { type Identity, findIdentityByUsuario, revokeAllOfIdentity, updateIdentity } from './auth.repository';

const OWN_ACCESS = 'Não é possível alterar o próprio acesso.';

async function identityOf({ db, actor }: AuthOpContext, usuarioId: number): Promise<Identity> {
  const identity = await findIdentityByUsuario(db, usuarioId);
  if (!identity) throw notFound();
  if (identity.id === actor.identityId) throw conflict(OWN_ACCESS);
  return identity;
}

/** Enables or disables sign-in; disabling also ends every open session (refresh tokens revoked). */
export async function setAccess(ctx: AuthOpContext, input: { usuarioId: number; habilitado: boolean }) {
  const identity = await identityOf(ctx, input.usuarioId);
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    await updateIdentity(tx, identity.id, { habilitado: input.habilitado });
    if (!input.habilitado) await revokeAllOfIdentity(tx, identity.id, new Date());
  });
  ctx.identityStates.forget(identity.id);
  return { id_usuario: input.usuarioId, habilitado: input.habilitado };
}

/**
 * Demands a password reset: sign-in answers 'Necessário redefinir a senha.' and open sessions end
 * until the user completes the forgot-password flow.
 */
export async function requirePasswordReset(ctx: AuthOpContext, input: { usuarioId: number }) {
  const identity = await identityOf(ctx, input.usuarioId);
  if (identity.status === 'UNCONFIRMED') throw authError('UserNotConfirmedException', 'conflict');
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    await updateIdentity(tx, identity.id, { status: 'RESET_REQUIRED' });
    await revokeAllOfIdentity(tx, identity.id, new Date());
  });
  ctx.identityStates.forget(identity.id);
  return { id_usuario: input.usuarioId, status: 'RESET_REQUIRED' as const };
}
