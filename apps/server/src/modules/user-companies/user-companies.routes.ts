import { USER_COMPANIES_API as API } from '@intranet/shared/user-companies/user-companies.contract';
import { defineRoutes } from '../../platform/http/routes';
import { listUserCompanies, myCompanies, setUserCompanies } from './user-companies.service';

/** The user's companies (`/companies`). */
export const userCompaniesRoutes = defineRoutes('user-companies', (r) => {
  r.on(API.list, (ctx, { query }) => listUserCompanies(ctx, query));
  r.on(API.mine, (ctx) => myCompanies(ctx));
  r.on(API.set, (ctx, { params, body }) => setUserCompanies(ctx, { id: params.id, ...body }));
});
