import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import { updateDepartmentBody, updateDepartmentResponse } from '@intranet/shared/lookups/lookups.schemas';
import * as service from './departments.service';

/** HR department maintenance (the edits the history viewer shows). */
export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/rh/departamento/:id',
    {
      config: { access: { level: 'manage', area: 'people' } },
      schema: { tags: ['rh'], params: z.object({ id: idParam }), body: updateDepartmentBody, response: { 200: updateDepartmentResponse } },
    },
    async (request) => service.updateDepartment(request.actor, app.db, { id: request.params.id, changes: request.body }),
  );
};
