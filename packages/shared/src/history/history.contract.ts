import { endpoint } from '../api/endpoint';
import { historyBody, historyResponse } from './history.schemas';

/** The edit history of one audited item (spec 002 §7). */
export const HISTORY_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/admin/log/history',
    access: 'history.view',
    body: historyBody,
    response: historyResponse,
  }),
} as const;
