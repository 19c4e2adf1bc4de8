import { endpoint } from '../api/endpoint';
import { externalLeadBody, externalLeadResponse, leadOriginQuery, leadOriginResponse } from './external-lead.schemas';

/** The public lead form's calls (public, rate limited per address); apart so that its page loads only these. */
export const LEAD_FORM_API = {
  /** The provider the form's link (or destination) belongs to, and the providers to choose from. */
  origin: endpoint({
    method: 'GET',
    path: '/v1/lead/externo/origem',
    access: 'lead.submit',
    query: leadOriginQuery,
    response: leadOriginResponse,
  }),
  /** A person leaves their data. */
  submit: endpoint({
    method: 'POST',
    path: '/v1/lead/externo',
    access: 'lead.submit',
    body: externalLeadBody,
    response: externalLeadResponse,
  }),
} as const;
