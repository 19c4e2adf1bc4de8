import { EMPLOYEES_API as API } from '@intranet/shared/employees/employees.contract';
import { defineRoutes } from '../../platform/http/routes';
import { getEmployee, listEmployees, registerEmployee, updateEmployee } from './employees.service';

/** Employee profiles (`/employees`, `/users/profile/:id`). */
export const employeesRoutes = defineRoutes('employees', (r, app) => {
  r.on(API.list, (ctx, { query }) => listEmployees(ctx, query));
  r.on(API.get, (ctx, { params }) => getEmployee(ctx, params));
  r.on(API.update, (ctx, { params, body }) => updateEmployee(ctx, { id: params.id, profile: body }));
  r.on(API.register, (ctx, { body }) =>
    registerEmployee({ ...ctx, sender: app.sender, publicUrl: app.config.publicUrl }, body),
  );
});
