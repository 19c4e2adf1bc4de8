import { endpoint } from '../api/endpoint';
import { outboxQuery, outboxResponse } from './outbox.schemas';

/** Every stored mail, SMS and WhatsApp message: for the superadmin only. */
export const OUTBOX_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/admin/outbox',
    access: 'admin.superadmin',
    query: outboxQuery,
    response: outboxResponse,
  }),
} as const;
