import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AuditedTable, HistoryResponse } from '@intranet/shared/history/history.schemas';

export type HistoryQuery = { tabelas: AuditedTable | AuditedTable[]; id: number | string; role: string };

export function getHistory({ tabelas, id, role }: HistoryQuery): Promise<HistoryResponse> {
  return api<HistoryResponse>('/v1/admin/log/history', { method: 'POST', role, body: { tabelas, id_item: Number(id), limit: 100, offset: 0 } });
}

export const historyQuery = (q: HistoryQuery) =>
  queryOptions({ queryKey: ['history', q.tabelas, String(q.id)], queryFn: () => getHistory(q), staleTime: 0 });

export function useHistory(q: HistoryQuery, enabled = true) {
  return useQuery({ ...historyQuery(q), enabled });
}
