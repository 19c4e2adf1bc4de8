import { anyRoleCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';
import type { Scope } from './documents.repository';

/**
 * Whose documents a caller sees: HR readers and up (and the superadmin) everyone's; any other
 * employee only their own, of the categories visible to them. Someone else's document, and its
 * file, is then not found (404), as every owned record. Any role the token holds may grant it.
 */
export function documentScope(actor: Actor): Scope {
  return anyRoleCan(actor.roles, 'documents.list') ? { all: true } : { all: false, userId: actor.userId };
}
