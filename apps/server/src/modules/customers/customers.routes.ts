import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { defineRoutes } from '../../platform/http/routes';
import { searchCustomers } from './customers.service';

/** The customer directory (marketing spec §7: customer lookup). */
export const customersRoutes = defineRoutes('customers', (r) => {
  r.on(API.search, async (ctx, { body }) => ({ relacionamento_dados_pessoas: await searchCustomers(ctx, body) }));
});
