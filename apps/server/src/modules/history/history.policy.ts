import { roleCan } from '@intranet/shared/access/permissions';
import { HISTORY_TABLE_ACTIONS } from '@intranet/shared/history/history.rules';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { type Actor, actingRole } from '../../platform/auth/access';
import { forbidden } from '../../platform/http/errors';

/** Every table asked must be readable by the caller: the read action of the area that owns it. */
export function assertCanReadHistory(actor: Actor, tables: readonly AuditedTable[]): void {
  for (const table of tables) {
    const action = HISTORY_TABLE_ACTIONS[table];
    if (!roleCan(actingRole(actor, action), action)) throw forbidden();
  }
}
