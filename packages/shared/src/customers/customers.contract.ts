import { endpoint } from '../api/endpoint';
import { customerSearch, customerSearchResponse } from './customers.schemas';

/** Every call of the customer directory. */
export const CUSTOMERS_API = {
  /** Customer lookup by provider and code or CPF: one result fills a form, several ask which. */
  search: endpoint({ method: 'POST', path: '/v1/relacionamento/clientes', access: 'customer.search', body: customerSearch, response: customerSearchResponse }),
} as const;
