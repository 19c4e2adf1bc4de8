import { endpoint } from '../api/endpoint';
import { customersListResponse } from './customers.schemas';

/** Every call of the customers area. */
export const CUSTOMERS_API = {
  list: endpoint({ method: 'GET', path: '/v1/customers', access: 'customer.search', response: customersListResponse }),
} as const;
