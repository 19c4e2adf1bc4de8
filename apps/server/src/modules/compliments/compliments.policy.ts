import { anyRoleCan } from '@intranet/shared/access/permissions';
import { mayEditCompliment } from '@intranet/shared/compliments/compliments.rules';
import type { Actor } from '../../platform/auth/access';

/** HR moderators (requesters and up): see hidden compliments with their reason, hide them, edit any. */
export const moderates = (actor: Actor): boolean => anyRoleCan(actor.roles, 'compliments.moderate');

/** Who edits a compliment: HR moderators, or its author within 24 hours of sending it. */
export function editsCompliment(actor: Actor, compliment: { id_autor: number; created_at: Date | string }): boolean {
  return mayEditCompliment({ userId: actor.userId, moderator: moderates(actor) }, compliment, new Date());
}
