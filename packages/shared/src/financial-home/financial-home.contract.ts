import { endpoint } from '../api/endpoint';
import { codeRequestBody, codeRequestResponse } from '../client-panel/client-panel.schemas';
import { financialHomeResponse } from '../customer-accounts/customer-accounts.schemas';
import { financialHomeQuestion } from './financial-home.schemas';

/** Calls of the financial home (`/financial/home`, no login), rate limited per client address. */
export const FINANCIAL_HOME_API = {
  openInvoices: endpoint({
    method: 'POST',
    path: '/v1/financeiro/faturas-abertas',
    access: 'financial-home.read',
    body: financialHomeQuestion,
    response: financialHomeResponse,
    summary: 'Faturas em aberto de um CPF, conferida a data de nascimento ou um código enviado (sem login)',
  }),
  requestCode: endpoint({
    method: 'POST',
    path: '/v1/financeiro/codigo',
    access: 'financial-home.read',
    body: codeRequestBody,
    response: codeRequestResponse,
    summary: 'Envia ao contato cadastrado do CPF um código para ver as faturas (mesma resposta para qualquer CPF)',
  }),
};
