import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { MAX_PAGE_SIZE } from '@intranet/shared/api/paging';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { HISTORY_TABLE_ACTIONS, historyTables } from '@intranet/shared/history/history.rules';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { call } from '../../lib/api-client';
import { session } from '../../lib/session';

/** `role`: the x-role to send; by default the one the read action of the (first) table's area acts with. */
export type HistoryQuery = { tabelas: AuditedTable | AuditedTable[]; id: number | string; role?: string };

export function getHistory({ tabelas, id, role }: HistoryQuery) {
  const action = HISTORY_TABLE_ACTIONS[historyTables(tabelas)[0]];
  const actingRole = role ?? actingRoleFor(session.get().user?.roles ?? [], action);
  return call(
    HISTORY_API.list,
    { body: { tabelas, id_item: Number(id), limit: MAX_PAGE_SIZE, offset: 0 } },
    { role: actingRole },
  );
}

export const historyQuery = (q: HistoryQuery) =>
  queryOptions({ queryKey: ['history', q.tabelas, String(q.id)], queryFn: () => getHistory(q), staleTime: 0 });

export function useHistory(q: HistoryQuery, enabled = true) {
  return useQuery({ ...historyQuery(q), enabled });
}
