import multipart from '@fastify/multipart';
import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { defineRoutes } from '../../platform/http/routes';
import {
  SPREADSHEET_BODY_LIMIT,
  SPREADSHEET_MULTIPART_LIMITS,
  readSpreadsheetUpload,
} from '../../platform/spreadsheets/upload';
import { importCustomers } from './customers.import';
import { searchCustomers } from './customers.service';
import { scheduleCustomerSync } from './customers.sync';

/** The customer directory (marketing spec §7: customer lookup), its spreadsheet import and the hourly ERP sync. */
export const customersRoutes = defineRoutes('customers', (r, app) => {
  void app.register(multipart, { limits: SPREADSHEET_MULTIPART_LIMITS });
  r.on(API.search, async (ctx, { body }) => ({ relacionamento_dados_pessoas: await searchCustomers(ctx, body) }));
  r.on(
    API.import,
    async (ctx, _input, { request }) => importCustomers(ctx, await readSpreadsheetUpload(request, 'arquivo')),
    { bodyLimit: SPREADSHEET_BODY_LIMIT },
  );
  scheduleCustomerSync(app);
});
