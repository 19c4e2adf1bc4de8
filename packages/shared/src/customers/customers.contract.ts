import { endpoint } from '../api/endpoint';
import { customerImportReport, customerSearch, customerSearchResponse } from './customers.schemas';

/** Every call of the customer directory. */
export const CUSTOMERS_API = {
  /** Customer lookup by provider and code or CPF: one result fills a form, several ask which. */
  search: endpoint({
    method: 'POST',
    path: '/v1/relacionamento/clientes',
    access: 'customer.search',
    body: customerSearch,
    response: customerSearchResponse,
  }),
  /**
   * A provider's customers from a spreadsheet (multipart: `sistema`, `arquivo`, optional
   * `aplicar_validas`; fields in `customerImportFields`). Every line is checked before anything is
   * written; the answer reports each refused line.
   */
  import: endpoint({
    method: 'POST',
    path: '/v1/relacionamento/clientes/importacao',
    access: 'customer.import',
    response: customerImportReport,
  }),
} as const;
