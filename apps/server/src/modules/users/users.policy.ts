import { type AccessRule, roleSatisfies } from '@intranet/shared/auth/access-rule';
import type { Actor } from '../../platform/auth/access';
import { forbidden } from '../../platform/http/errors';

const HR_READERS: AccessRule = { level: 'read', area: 'people' };
const HR_MANAGERS: AccessRule = { level: 'manage', area: 'people' };

const holds = (actor: Actor, rule: AccessRule) => actor.roles.some((role) => roleSatisfies(role, rule));

/** HR readers and up (and the superadmin) read anyone's HR record; everybody else only their own. */
export function canReadUser(actor: Actor, userId: number): boolean {
  return actor.userId === userId || holds(actor, HR_READERS);
}

export function assertCanReadUser(actor: Actor, userId: number): void {
  if (!canReadUser(actor, userId)) throw forbidden();
}

/** A person edits their own name; HR managers (and the superadmin) edit anyone's. */
export function assertCanEditUser(actor: Actor, userId: number): void {
  if (actor.userId !== userId && !holds(actor, HR_MANAGERS)) throw forbidden();
}
