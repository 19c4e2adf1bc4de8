import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import { updateDepartmentBody, updateDepartmentResponse } from './departments.schemas';

/** HR department maintenance (the edits the history viewer shows). */
export const DEPARTMENTS_API = {
  update: endpoint({
    method: 'PUT',
    path: '/v1/rh/departamento/:id',
    access: 'departments.manage',
    params: z.object({ id: idParam }),
    body: updateDepartmentBody,
    response: updateDepartmentResponse,
  }),
} as const;
