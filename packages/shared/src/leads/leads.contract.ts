import { endpoint } from '../api/endpoint';
import {
  externalLeadBody,
  externalLeadResponse,
  leadListBody,
  leadListResponse,
  leadOriginQuery,
  leadOriginResponse,
  leadParams,
  leadUpdateBody,
  leadUpdateResponse,
} from './leads.schemas';

/** Leads: the public lead form's calls, and the sellers' list and status changes. */
export const LEADS_API = {
  /** The public form: the provider its link belongs to. */
  origin: endpoint({ method: 'GET', path: '/v1/lead/externo/origem', access: 'lead.submit', query: leadOriginQuery, response: leadOriginResponse }),
  /** The public form: a person leaves their data (rate limited per address). */
  submit: endpoint({ method: 'POST', path: '/v1/lead/externo', access: 'lead.submit', body: externalLeadBody, response: externalLeadResponse }),
  list: endpoint({ method: 'POST', path: '/v1/vendas/lead/filtro', access: 'lead.list', body: leadListBody, response: leadListResponse }),
  update: endpoint({ method: 'PUT', path: '/v1/vendas/lead/:id', access: 'lead.edit', params: leadParams, body: leadUpdateBody, response: leadUpdateResponse }),
} as const;
