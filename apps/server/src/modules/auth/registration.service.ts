import { USER_ROLE } from '@intranet/shared/auth/roles';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { hashPassword } from '../../platform/auth/passwords';
import { authError } from './auth.errors';
import type { AuthContext } from './auth.context';
import {
  type Identity,
  ensureProfile,
  findIdentityByEmail,
  findIdentityById,
  insertPerson,
  markCodeUsed,
  updateIdentity,
  usuarioEmailTaken,
} from './auth.repository';
import { checkCode, sendCode } from './verification-codes';

export const CANDIDATE_PROFILE = 'Candidato';

/**
 * Candidate self-registration: an HR person (not an employee) with the profile holding only the
 * base role, and an identity that stays UNCONFIRMED until the mailed code comes back.
 */
export async function register(
  ctx: AuthContext,
  input: { nome: string; email: string; password: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if ((await findIdentityByEmail(ctx.db, email)) || (await usuarioEmailTaken(ctx.db, email)))
    throw authError('UsernameExistsException');
  const senha_hash = await hashPassword(input.password);
  const [nome, ...rest] = input.nome.trim().split(/\s+/);
  let identityId: string;
  try {
    ({ identityId } = await withActor(ctx.db, null, async (tx) => {
      const perfilId = await ensureProfile(tx, CANDIDATE_PROFILE, [USER_ROLE]);
      return insertPerson(tx, {
        nome,
        sobrenome: rest.join(' '),
        email,
        funcionario: false,
        perfilId,
        senha_hash,
        status: 'UNCONFIRMED',
      });
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw authError('UsernameExistsException');
    throw err;
  }
  await sendCode(ctx, (await findIdentityById(ctx.db, identityId))!, 'confirmacao');
}

function awaitingConfirmation(
  identity: Identity | undefined,
  unknown: 'UserNotFoundException' | 'EmailNotFoundException',
): Identity {
  if (!identity) throw authError(unknown);
  if (!identity.habilitado) throw authError('EmailNotAllowedException');
  if (identity.status !== 'UNCONFIRMED') throw authError('UserAlreadyConfirmedException');
  return identity;
}

export async function confirmRegistration(ctx: AuthContext, input: { email: string; code: string }): Promise<void> {
  const identity = awaitingConfirmation(await findIdentityByEmail(ctx.db, input.email), 'UserNotFoundException');
  const code = await checkCode(ctx, identity, 'confirmacao', input.code);
  await withActor(ctx.db, null, async (tx) => {
    await markCodeUsed(tx, code.id, new Date());
    await updateIdentity(tx, identity.id, { status: 'CONFIRMED' });
  });
}

export async function resendConfirmation(ctx: AuthContext, input: { email: string }): Promise<void> {
  const identity = awaitingConfirmation(await findIdentityByEmail(ctx.db, input.email), 'EmailNotFoundException');
  await sendCode(ctx, identity, 'confirmacao');
}
