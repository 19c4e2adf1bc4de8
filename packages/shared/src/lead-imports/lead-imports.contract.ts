import { endpoint } from '../api/endpoint';
import {
  createLeadsBody,
  createLeadsResponse,
  importCustomersResponse,
  importIdParams,
  importProgressResponse,
  leadImportCreateBody,
  leadImportCreateResponse,
  leadImportListBody,
  leadImportListResponse,
  participantListBody,
  participantListResponse,
  participantUpdateBody,
  participantUpdateResponse,
} from './lead-imports.schemas';

/**
 * Every call of lead imports (marketing spec §7 "Lead imports"). The flow (§4): the spreadsheet is
 * uploaded to the files service (bucket importacoes), `create` records the import, `importCustomers`
 * reads its lines, and `createLeads` turns the lines chosen in the file list into leads.
 */
export const LEAD_IMPORTS_API = {
  list: endpoint({
    method: 'POST',
    path: '/v1/lead/importacao/cliente/filtro',
    access: 'lead-import.list',
    body: leadImportListBody,
    response: leadImportListResponse,
  }),
  participants: endpoint({
    method: 'POST',
    path: '/v1/lead/importacao/clientes/filtro',
    access: 'lead-import.list',
    body: participantListBody,
    response: participantListResponse,
  }),
  updateParticipants: endpoint({
    method: 'PUT',
    path: '/v1/lead/importacao/clientes',
    access: 'lead-import.edit',
    body: participantUpdateBody,
    response: participantUpdateResponse,
  }),
  createLeads: endpoint({
    method: 'POST',
    path: '/v1/lead/importacao/mk',
    access: 'lead-import.create',
    body: createLeadsBody,
    response: createLeadsResponse,
  }),
  /** The spec leaves this path open: `POST v1/lead/importacao`. */
  create: endpoint({
    method: 'POST',
    path: '/v1/lead/importacao',
    access: 'lead-import.create',
    body: leadImportCreateBody,
    response: leadImportCreateResponse,
  }),
  importCustomers: endpoint({
    method: 'POST',
    path: '/v1/lead/arquivo/clientes/:id',
    access: 'lead-import.create',
    params: importIdParams,
    response: importCustomersResponse,
  }),
  /** Ours: how far the reading of an import's spreadsheet is, for the progress bar. */
  progress: endpoint({
    method: 'GET',
    path: '/v1/lead/importacao/:id/progresso',
    access: 'lead-import.create',
    params: importIdParams,
    response: importProgressResponse,
  }),
} as const;
