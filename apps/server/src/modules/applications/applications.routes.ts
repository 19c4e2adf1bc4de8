import { MY_APPLICATIONS_API } from '@intranet/shared/applications/applications.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { applicationService, myApplications } from './applications.service';

/** The company's systems and links (`/applications/list`). */
export const applicationsRoutes = defineRoutes('applications', (r) => {
  serveCrud(r, applicationService);
  r.on(MY_APPLICATIONS_API.mine, (ctx) => myApplications(ctx));
});
