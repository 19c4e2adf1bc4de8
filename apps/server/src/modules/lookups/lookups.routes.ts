import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@intranet/shared/validation/fields';
import {
  cityOptionsResponse,
  companiesResponse,
  companyDepartmentsResponse,
  contractingCompaniesResponse,
  departmentNamesResponse,
  departmentsResponse,
  positionsResponse,
  providerCitiesResponse,
  sectorsResponse,
  systemsResponse,
} from '@intranet/shared/lookups/lookups.schemas';
import { assertCanReadUser } from '../users/users.policy';
import * as service from './lookups.service';

const SIGNED_IN = { access: { level: 'user' } } as const;
const companyKey = z.object({ company: z.string().trim().min(1).max(200) });
const tags = ['lookups'];

/** Options of the forms' selects (companies, departments, sectors, positions, cities, systems). */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/companies', { config: SIGNED_IN, schema: { tags, response: { 200: companiesResponse } } }, async () => service.listCompanies(app.db));

  app.get(
    '/v1/company/cargo/:company',
    { config: SIGNED_IN, schema: { tags, params: companyKey, response: { 200: positionsResponse } } },
    async (request) => service.listPositions(app.db, { company: request.params.company }),
  );

  app.get(
    '/v1/departamentos/empresa/:company',
    { config: SIGNED_IN, schema: { tags, params: companyKey, response: { 200: companyDepartmentsResponse } } },
    async (request) => service.listCompanyDepartments(app.db, { company: request.params.company }),
  );

  app.get(
    '/v1/company/departamento/:company',
    { config: SIGNED_IN, schema: { tags, params: companyKey, response: { 200: departmentNamesResponse } } },
    async (request) => service.listCompanyDepartments(app.db, { company: request.params.company }),
  );

  app.get('/v1/departamentos', { config: SIGNED_IN, schema: { tags, response: { 200: departmentsResponse } } }, async () => service.listDepartments(app.db));

  app.get(
    '/v1/setor/:key',
    { config: SIGNED_IN, schema: { tags, params: z.object({ key: z.string().trim().min(1).max(200) }), response: { 200: sectorsResponse } } },
    async (request) => service.listSectorsOf(app.db, { key: request.params.key }),
  );

  app.get('/v1/setor', { config: SIGNED_IN, schema: { tags, response: { 200: sectorsResponse } } }, async () => service.listSectors(app.db));

  app.get('/v1/sistema', { config: SIGNED_IN, schema: { tags, response: { 200: systemsResponse } } }, async () => service.listSystems(app.db));

  app.get(
    '/v1/user/empresa/contratante/:userId',
    { config: SIGNED_IN, schema: { tags, params: z.object({ userId: idParam }), response: { 200: contractingCompaniesResponse } } },
    async (request) => {
      assertCanReadUser(request.actor, request.params.userId);
      return service.listContractingCompanies(app.db, { userId: request.params.userId });
    },
  );

  app.get(
    '/v1/company/cidades/:company',
    { config: SIGNED_IN, schema: { tags, params: companyKey, response: { 200: providerCitiesResponse } } },
    async (request) => service.listCompanyCities(app.db, { company: request.params.company }),
  );

  app.get('/v1/empresa/cidades', { config: SIGNED_IN, schema: { tags, response: { 200: cityOptionsResponse } } }, async () => service.listCityOptions(app.db));
};
