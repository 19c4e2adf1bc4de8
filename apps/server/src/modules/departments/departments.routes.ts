import { DEPARTMENTS_API as API } from '@intranet/shared/departments/departments.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './departments.service';

/** HR department maintenance (the edits the history viewer shows). */
export const departmentsRoutes = defineRoutes('rh', (r) => {
  r.on(API.update, (ctx, { params, body }) => service.updateDepartment(ctx, { id: params.id, changes: body }));
});
