import { anyRoleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';

/** HR readers see everyone's dependents; anyone else only their own. */
export const seesAllDependents = (actor: Actor): boolean => anyRoleCan(actor.roles, 'family.all');

/** HR requesters change everyone's dependents. */
export const managesAllDependents = (actor: Actor): boolean => anyRoleCan(actor.roles, 'family.manage');

/** Whether the caller reads a dependent of `ownerId`: their own, or anyone's for HR readers. */
export const seesDependent = (actor: Actor, ownerId: number): boolean =>
  ownerId === actor.userId || seesAllDependents(actor);

/** Whether the caller changes a dependent of `ownerId`: their own, or anyone's for HR requesters. */
export const editsDependent = (actor: Actor, ownerId: number): boolean =>
  ownerId === actor.userId || managesAllDependents(actor);
