import { endpoint } from '../api/endpoint';
import { leadsListResponse } from './leads.schemas';

/** Every call of the leads area. */
export const LEADS_API = {
  list: endpoint({ method: 'GET', path: '/v1/leads', access: 'lead.list', response: leadsListResponse }),
} as const;
