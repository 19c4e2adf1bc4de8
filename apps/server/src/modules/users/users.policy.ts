import { anyRoleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';
import { forbidden, notFound } from '../../platform/http/errors';

/**
 * A person's HR record is theirs: they read it; HR readers and up (and the superadmin) read anyone's.
 * Any role the token holds may grant it: these calls act on a record, not in an area's screen.
 */
export function canReadUser(actor: Actor, userId: number): boolean {
  return actor.userId === userId || anyRoleCan(actor.roles, 'users.view');
}

/** Someone else's record is not found to whoever may not read it, as every owned record. */
export function assertCanReadUser(actor: Actor, userId: number): void {
  if (!canReadUser(actor, userId)) throw notFound();
}

/** A person edits their own name; HR managers (and the superadmin) edit anyone's; a reader who sees it is refused (403). */
export function assertCanEditUser(actor: Actor, userId: number): void {
  assertCanReadUser(actor, userId);
  if (actor.userId !== userId && !anyRoleCan(actor.roles, 'users.editAny')) throw forbidden();
}
