import { areaRole } from '@intranet/shared/auth/access-rule';
import { session } from '../../lib/session';

/** Transitional: the role sent by the campaign and channel calls, until they go through the contract. */
export function salesRole(): string {
  return areaRole(session.get().user?.roles ?? [], 'sales');
}
