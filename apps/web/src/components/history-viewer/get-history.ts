import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { LogEntry } from './history-entries';

export type HistoryQuery = { tabelas: string | string[]; id: number | string; role: string };

export function getHistory({ tabelas, id, role }: HistoryQuery): Promise<{ rh_logs_rh: LogEntry[] }> {
  return api('/v1/admin/log/history', { method: 'POST', role, body: { tabelas, id_item: Number(id), limit: 100, offset: 0 } });
}

export const historyQuery = (q: HistoryQuery) =>
  queryOptions({ queryKey: ['history', q.tabelas, String(q.id)], queryFn: () => getHistory(q), staleTime: 0 });

export function useHistory(q: HistoryQuery, enabled = true) {
  return useQuery({ ...historyQuery(q), enabled });
}
