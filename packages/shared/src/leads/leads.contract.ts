import { endpoint } from '../api/endpoint';
import { LEAD_FORM_API } from './lead-form.contract';
import { leadListBody, leadListResponse, leadParams, leadUpdateBody, leadUpdateResponse } from './leads.schemas';

/** Leads: the public lead form's calls, and the sellers' list and status changes. */
export const LEADS_API = {
  ...LEAD_FORM_API,
  list: endpoint({
    method: 'POST',
    path: '/v1/vendas/lead/filtro',
    access: 'lead.list',
    body: leadListBody,
    response: leadListResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/vendas/lead/:id',
    access: 'lead.edit',
    params: leadParams,
    body: leadUpdateBody,
    response: leadUpdateResponse,
  }),
} as const;
