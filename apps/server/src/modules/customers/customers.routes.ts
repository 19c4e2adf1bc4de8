import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listCustomers } from './customers.service';

/** The customers area. */
export const customersRoutes = defineRoutes('customers', (r) => {
  r.on(API.list, async (ctx) => ({ customers: await listCustomers(ctx) }));
});
