import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import {
  application,
  applicationFilter,
  applicationInput,
  applicationPatch,
  myApplicationsResponse,
} from './applications.schemas';

/** The company's systems and links (`/applications`): answers under `rh_aplicacao` … */
export const APPLICATION_API = crudEndpoints({
  table: 'rh_aplicacao',
  path: '/v1/aplicacao',
  createPath: '/v1/criar/aplicacao',
  access: {
    list: 'application.list',
    create: 'application.create',
    edit: 'application.edit',
    delete: 'application.delete',
  },
  schemas: { row: application, filter: applicationFilter, input: applicationInput, patch: applicationPatch },
});

/** The systems the caller opens: their department's and the general ones (all, for those who register them). */
export const MY_APPLICATIONS_API = {
  mine: endpoint({
    method: 'GET',
    path: '/v1/aplicacoes/minhas',
    access: 'application.view',
    response: myApplicationsResponse,
  }),
} as const;
