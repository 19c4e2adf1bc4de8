import { SUPERADMIN } from '@intranet/shared/auth/roles';
import type { Actor } from '../../platform/auth/access';
import { forbidden } from '../../platform/http/errors';

/** HR readers and up (and the superadmin) read anyone's HR record; everybody else only their own. */
export function canReadUser(actor: Actor, userId: number): boolean {
  if (actor.userId === userId) return true;
  return actor.roles.some((r) => r === SUPERADMIN || r === 'rh:gestor' || r === 'rh:solicitante' || r === 'rh:leitor');
}

export function assertCanReadUser(actor: Actor, userId: number): void {
  if (!canReadUser(actor, userId)) throw forbidden();
}

/** A person edits their own name; HR managers (and the superadmin) edit anyone's. */
export function assertCanEditUser(actor: Actor, userId: number): void {
  if (actor.userId === userId) return;
  if (!actor.roles.some((r) => r === SUPERADMIN || r === 'rh:gestor')) throw forbidden();
}
