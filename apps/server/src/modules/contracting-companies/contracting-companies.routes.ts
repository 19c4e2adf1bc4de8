import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { contractingCompanyService } from './contracting-companies.service';

/** Contracting companies (`/contracting/companies`). */
export const contractingCompaniesRoutes = defineRoutes('contracting-companies', (r) => {
  serveCrud(r, contractingCompanyService);
});
