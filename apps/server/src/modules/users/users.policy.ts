import { type Action, roleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';
import { forbidden } from '../../platform/http/errors';

/** Any role the token holds may grant the action: these calls act on a record, not in an area's screen. */
const holds = (actor: Actor, action: Action) => actor.roles.some((role) => roleCan(role, action));

/** HR readers and up (and the superadmin) read anyone's HR record; everybody else only their own. */
export function canReadUser(actor: Actor, userId: number): boolean {
  return actor.userId === userId || holds(actor, 'users.view');
}

export function assertCanReadUser(actor: Actor, userId: number): void {
  if (!canReadUser(actor, userId)) throw forbidden();
}

/** A person edits their own name; HR managers (and the superadmin) edit anyone's. */
export function assertCanEditUser(actor: Actor, userId: number): void {
  if (actor.userId !== userId && !holds(actor, 'users.editAny')) throw forbidden();
}
