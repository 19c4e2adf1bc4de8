import { salesRoleOf } from '@intranet/shared/sales/sales.permissions';
import { session, useSession } from '../../lib/session';

/** Role sent by the campaign and channel calls (x-role). */
export function salesRole(): string {
  return salesRoleOf(session.get().user?.roles ?? []);
}

export function useSalesRole(): string {
  return salesRoleOf(useSession().user?.roles ?? []);
}
