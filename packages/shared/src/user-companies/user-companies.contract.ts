import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  myCompaniesResponse,
  setUserCompaniesBody,
  setUserCompaniesResponse,
  userCompaniesQuery,
  userCompaniesResponse,
} from './user-companies.schemas';

/** The user's companies (`/companies`): everyone's for the settings, one's own for anyone signed in. */
export const USER_COMPANIES_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/usuarios/empresas',
    access: 'user-companies.list',
    query: userCompaniesQuery,
    response: userCompaniesResponse,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/v1/usuarios/empresas/minhas',
    access: 'user-companies.mine',
    response: myCompaniesResponse,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/v1/usuarios/:id/empresas',
    access: 'user-companies.set',
    params: z.object({ id: idParam }),
    body: setUserCompaniesBody,
    response: setUserCompaniesResponse,
  }),
} as const;
