import { anyRoleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';

/**
 * Whose requests, incidents and maintenance needs a caller sees (docs/fleet.md): the fleet's readers
 * everyone's; any other employee only their own, someone else's being not found (404). Any role the
 * token holds may grant it.
 */
export function fleetScope(actor: Actor): { ownerId?: number } {
  return anyRoleCan(actor.roles, 'fleet.read') ? {} : { ownerId: actor.userId };
}

/** Whether the caller keeps the fleet's records (registers for any vehicle, edits what others reported). */
export function keepsFleet(actor: Actor): boolean {
  return anyRoleCan(actor.roles, 'fleet.write');
}
