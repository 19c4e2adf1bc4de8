import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  dependentCreatedResponse,
  dependentDeletedResponse,
  dependentInput,
  dependentListQuery,
  dependentListResponse,
  dependentPatch,
  dependentResponse,
} from './family.schemas';

const byId = z.object({ id: idParam });
const access = 'family.view';

/** Dependents (`/family`): an employee's own, or everyone's for HR (family.policy decides whose). */
export const FAMILY_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/dependentes',
    access,
    query: dependentListQuery,
    response: dependentListResponse,
  }),
  get: endpoint({ method: 'GET', path: '/v1/dependentes/:id', access, params: byId, response: dependentResponse }),
  create: endpoint({
    method: 'POST',
    path: '/v1/criar/dependente',
    access,
    body: z.object({ object: dependentInput }),
    response: dependentCreatedResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/dependentes/:id',
    access,
    params: byId,
    body: z.object({ object: dependentPatch }),
    response: dependentResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/dependentes/:id',
    access,
    params: byId,
    response: dependentDeletedResponse,
  }),
} as const;
