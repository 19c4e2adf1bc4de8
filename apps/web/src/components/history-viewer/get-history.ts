import { queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { call } from '../../lib/api-client';

export type HistoryQuery = { tabelas: AuditedTable | AuditedTable[]; id: number | string; role: string };

export function getHistory({ tabelas, id, role }: HistoryQuery) {
  return call(HISTORY_API.list, { body: { tabelas, id_item: Number(id), limit: 100, offset: 0 } }, { role });
}

export const historyQuery = (q: HistoryQuery) =>
  queryOptions({ queryKey: ['history', q.tabelas, String(q.id)], queryFn: () => getHistory(q), staleTime: 0 });

export function useHistory(q: HistoryQuery, enabled = true) {
  return useQuery({ ...historyQuery(q), enabled });
}
