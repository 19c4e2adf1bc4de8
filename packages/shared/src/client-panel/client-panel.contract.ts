import { endpoint } from '../api/endpoint';
import { tokensResponse } from '../auth/auth.schemas';
import {
  accountResponse,
  agreementBody,
  agreementResponse,
  codeRequestBody,
  codeRequestResponse,
  connectionsResponse,
  contactBody,
  contractResponse,
  identificationBody,
  idParams,
  inviteBody,
  inviteResponse,
  invoicesQuery,
  invoicesResponse,
  negotiationResponse,
  ordersResponse,
  recordResponse,
  signInBody,
  visitBody,
  visitResponse,
} from './client-panel.schemas';

const P = '/v1/painel-cliente';

/**
 * Calls of the client panel (docs/customer-accounts.md). Every `read`/`edit` call answers the signed-in
 * customer's own records only: an id of anyone else's is not found.
 */
export const CLIENT_PANEL_API = {
  requestCode: endpoint({
    method: 'POST',
    path: `${P}/codigo`,
    access: 'client-panel.signIn',
    body: codeRequestBody,
    response: codeRequestResponse,
    summary: 'Envia um código de acesso ao contato cadastrado do CPF (mesma resposta para qualquer CPF)',
  }),
  signIn: endpoint({
    method: 'POST',
    path: `${P}/entrar`,
    access: 'client-panel.signIn',
    body: signInBody,
    response: tokensResponse,
    summary: 'CPF e código: abre a sessão do cliente (o primeiro acesso cria a conta)',
  }),
  invite: endpoint({
    method: 'POST',
    path: `${P}/convites`,
    access: 'client-panel.invite',
    body: inviteBody,
    response: inviteResponse,
    summary: 'Convida um cliente para a Central do Assinante (cria a conta e envia o link)',
  }),
  account: endpoint({
    method: 'GET',
    path: `${P}/conta`,
    access: 'client-panel.read',
    response: accountResponse,
  }),
  editIdentification: endpoint({
    method: 'PUT',
    path: `${P}/cadastros/:id/identificacao`,
    access: 'client-panel.edit',
    params: idParams,
    body: identificationBody,
    response: recordResponse,
  }),
  editContact: endpoint({
    method: 'PUT',
    path: `${P}/cadastros/:id/contato`,
    access: 'client-panel.edit',
    params: idParams,
    body: contactBody,
    response: recordResponse,
  }),
  contract: endpoint({
    method: 'GET',
    path: `${P}/contratos/:id`,
    access: 'client-panel.read',
    params: idParams,
    response: contractResponse,
  }),
  connections: endpoint({
    method: 'GET',
    path: `${P}/contratos/:id/conexoes`,
    access: 'client-panel.read',
    params: idParams,
    response: connectionsResponse,
  }),
  invoices: endpoint({
    method: 'GET',
    path: `${P}/contratos/:id/faturas`,
    access: 'client-panel.read',
    params: idParams,
    query: invoicesQuery,
    response: invoicesResponse,
  }),
  orders: endpoint({
    method: 'GET',
    path: `${P}/contratos/:id/ordens`,
    access: 'client-panel.read',
    params: idParams,
    response: ordersResponse,
  }),
  requestVisit: endpoint({
    method: 'POST',
    path: `${P}/contratos/:id/visitas`,
    access: 'client-panel.edit',
    params: idParams,
    body: visitBody,
    response: visitResponse,
  }),
  negotiation: endpoint({
    method: 'GET',
    path: `${P}/contratos/:id/negociacao`,
    access: 'client-panel.read',
    params: idParams,
    response: negotiationResponse,
  }),
  acceptOffer: endpoint({
    method: 'POST',
    path: `${P}/contratos/:id/acordos`,
    access: 'client-panel.edit',
    params: idParams,
    body: agreementBody,
    response: agreementResponse,
  }),
};

/** Every call of the panel that names a record of the customer by id (the owned-records test walks them). */
export const CLIENT_PANEL_OWNED_CALLS = [
  'editIdentification',
  'editContact',
  'contract',
  'connections',
  'invoices',
  'orders',
  'requestVisit',
  'negotiation',
  'acceptOffer',
] as const satisfies readonly (keyof typeof CLIENT_PANEL_API)[];

export type ClientPanelCall = keyof typeof CLIENT_PANEL_API;
