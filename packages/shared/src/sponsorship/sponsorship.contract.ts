import { endpoint } from '../api/endpoint';
import {
  budgetInput,
  budgetListResponse,
  budgetQuery,
  justificationInput,
  mediaInput,
  mediaParams,
  negotiationInput,
  postEventInput,
  rejectionInput,
  savedResponse,
  sponsorshipDetailResponse,
  sponsorshipIdParams,
  sponsorshipListBody,
  sponsorshipListResponse,
  viabilityInput,
} from './sponsorship.schemas';

const base = '/v1/marketing/patrocinio';
const item = `${base}/:id` as const;
const params = sponsorshipIdParams;

/** The staff's sponsorship calls (docs/sponsorship.md); each step's call refuses a request out of order (409). */
export const SPONSORSHIP_API = {
  list: endpoint({
    method: 'POST',
    path: `${base}/filtro`,
    access: 'sponsorship.list',
    body: sponsorshipListBody,
    response: sponsorshipListResponse,
  }),
  get: endpoint({ method: 'GET', path: item, access: 'sponsorship.list', params, response: sponsorshipDetailResponse }),
  /** Triage: the request moves on to justification. */
  triage: endpoint({
    method: 'POST',
    path: `${item}/triagem`,
    access: 'sponsorship.write',
    params,
    response: savedResponse,
  }),
  /** Refusal with a reason, e-mailed to the organizer. */
  reject: endpoint({
    method: 'POST',
    path: `${item}/recusa`,
    access: 'sponsorship.write',
    params,
    body: rejectionInput,
    response: savedResponse,
  }),
  createJustification: endpoint({
    method: 'POST',
    path: `${item}/justificativa`,
    access: 'sponsorship.write',
    params,
    body: justificationInput,
    response: savedResponse,
  }),
  updateJustification: endpoint({
    method: 'PUT',
    path: `${item}/justificativa`,
    access: 'sponsorship.write',
    params,
    body: justificationInput,
    response: savedResponse,
  }),
  createViability: endpoint({
    method: 'POST',
    path: `${item}/viabilidade`,
    access: 'sponsorship.write',
    params,
    body: viabilityInput,
    response: savedResponse,
  }),
  updateViability: endpoint({
    method: 'PUT',
    path: `${item}/viabilidade`,
    access: 'sponsorship.write',
    params,
    body: viabilityInput,
    response: savedResponse,
  }),
  createNegotiation: endpoint({
    method: 'POST',
    path: `${item}/negociacao`,
    access: 'sponsorship.write',
    params,
    body: negotiationInput,
    response: savedResponse,
  }),
  updateNegotiation: endpoint({
    method: 'PUT',
    path: `${item}/negociacao`,
    access: 'sponsorship.write',
    params,
    body: negotiationInput,
    response: savedResponse,
  }),
  /** The manager approves the negotiation: the sponsorship gets its tracking link and lead form link. */
  approve: endpoint({
    method: 'POST',
    path: `${item}/aprovacao`,
    access: 'sponsorship.approve',
    params,
    response: savedResponse,
  }),
  createPostEvent: endpoint({
    method: 'POST',
    path: `${item}/pos-evento`,
    access: 'sponsorship.write',
    params,
    body: postEventInput,
    response: savedResponse,
  }),
  updatePostEvent: endpoint({
    method: 'PUT',
    path: `${item}/pos-evento`,
    access: 'sponsorship.write',
    params,
    body: postEventInput,
    response: savedResponse,
  }),
  addMedia: endpoint({
    method: 'POST',
    path: `${item}/pos-evento/midia`,
    access: 'sponsorship.write',
    params,
    body: mediaInput,
    response: savedResponse,
  }),
  removeMedia: endpoint({
    method: 'DELETE',
    path: `${item}/pos-evento/midia/:idMidia`,
    access: 'sponsorship.write',
    params: mediaParams,
    response: savedResponse,
  }),
  budgets: endpoint({
    method: 'GET',
    path: `${base}/orcamento`,
    access: 'sponsorship.list',
    query: budgetQuery,
    response: budgetListResponse,
  }),
  /** A provider's budget for a year: the manager's. */
  setBudget: endpoint({
    method: 'PUT',
    path: `${base}/orcamento`,
    access: 'sponsorship.approve',
    body: budgetInput,
    response: budgetListResponse,
  }),
} as const;
