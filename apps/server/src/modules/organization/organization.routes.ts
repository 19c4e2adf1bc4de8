import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { departmentService, positionService, sectorService } from './organization.service';

/** Departments, sectors and positions (HR basic settings). */
export const organizationRoutes = defineRoutes('organization', (r) => {
  serveCrud(r, departmentService);
  serveCrud(r, sectorService);
  serveCrud(r, positionService);
});
