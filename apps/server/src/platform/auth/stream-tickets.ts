import { eq, lt } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@intranet/shared/auth/auth-messages';
import type { Db } from '../../db/client';
import { streamTicket } from '../../db/schema';
import { AppError } from '../http/errors';
import type { Actor } from './access';
import { type IdentityClaims, hashOpaque, newOpaqueToken } from './tokens';

/** How long a stream ticket may wait before it opens its stream. */
export const STREAM_TICKET_TTL_MS = 30_000;

/** What a ticket keeps of the call that asked for it: enough to act as that call's token. */
type TicketCredential = Pick<IdentityClaims, 'email' | 'usuario_id' | 'allowed_roles' | 'iat' | 'sid'>;

/** A single-use ticket for the caller's event stream, short-lived; only its hash is stored. */
export async function issueStreamTicket(
  { db, actor }: { db: Db; actor: Actor },
  now = new Date(),
): Promise<{ ticket: string }> {
  const { identityId, session } = actor;
  if (!identityId || !session) throw new AppError('unauthenticated', AUTH_MESSAGES.InvalidRefreshTokenException);
  const { token, hash } = newOpaqueToken();
  const credencial: TicketCredential = {
    email: actor.email ?? '',
    usuario_id: actor.userId,
    allowed_roles: actor.roles,
    iat: session.issuedAtMs / 1000,
    ...(session.id ? { sid: session.id } : {}),
  };
  await db.delete(streamTicket).where(lt(streamTicket.expira_em, now));
  await db.insert(streamTicket).values({
    ticket_hash: hash,
    id_identidade: identityId,
    credencial,
    expira_em: new Date(now.getTime() + STREAM_TICKET_TTL_MS),
  });
  return { ticket: token };
}

/**
 * Redeems a ticket: answers the claims of the call that asked for it, once. A used, expired or
 * unknown ticket answers null.
 */
export async function redeemStreamTicket(
  db: Db,
  ticket: string,
  now = new Date(),
): Promise<Omit<IdentityClaims, 'funcionario' | 'modules'> | null> {
  const [row] = await db
    .delete(streamTicket)
    .where(eq(streamTicket.ticket_hash, hashOpaque(ticket)))
    .returning();
  if (!row || row.expira_em.getTime() <= now.getTime()) return null;
  return { sub: row.id_identidade, ...(row.credencial as TicketCredential) };
}
