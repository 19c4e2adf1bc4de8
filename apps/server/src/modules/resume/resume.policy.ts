import type { Actor } from '../../platform/auth/access';

/**
 * A résumé and its entries are their candidate's: a person reads and changes only their own, and
 * someone else's entry is not found (the repository filters by this owner). Reading anyone's whole
 * résumé is a role (`resume.read`: curriculo, talent bank, HR), checked on the route before any
 * résumé is read: without it the call is refused (403) whichever résumé it names, one's own included.
 */
export function resumeOwner(actor: Actor): number {
  return actor.userId;
}
