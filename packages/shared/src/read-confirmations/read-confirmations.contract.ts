import { endpoint } from '../api/endpoint';
import { readConfirmationsListResponse } from './read-confirmations.schemas';

/** Every call of the read-confirmations area. */
export const READ_CONFIRMATIONS_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/read-confirmations',
    access: 'read-confirmations.list',
    response: readConfirmationsListResponse,
  }),
} as const;
