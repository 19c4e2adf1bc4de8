import { endpoint } from '../api/endpoint';
import { financialHomeBody, financialHomeResponse } from './customer-accounts.schemas';

/** Calls of the customer accounts. */
export const CUSTOMER_ACCOUNTS_API = {
  /** The financial home (`/financial/home`, no login): CPF and birth date → the open invoices. */
  financialHome: endpoint({
    method: 'POST',
    path: '/v1/financeiro/faturas-abertas',
    access: 'customer-accounts.financial-home',
    body: financialHomeBody,
    response: financialHomeResponse,
    summary: 'Faturas em aberto de um CPF, conferida a data de nascimento (sem login)',
  }),
};
