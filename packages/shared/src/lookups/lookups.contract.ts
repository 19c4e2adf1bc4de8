import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';
import {
  cityOptionsResponse,
  companiesResponse,
  companyUsersQuery,
  companyUsersResponse,
  complimentCategoriesResponse,
  companyDepartmentsResponse,
  contractingCompaniesResponse,
  departmentNamesResponse,
  departmentsResponse,
  positionsResponse,
  providerCitiesResponse,
  sectorsResponse,
  systemsResponse,
} from './lookups.schemas';

/** A company by its id or its name, as the spec's lookup paths take it. */
const byCompany = z.object({ company: z.string().trim().min(1).max(200) });
const access = 'lookups.read';

/** Options of the forms' selects (spec 000 §7 "Lookups"): companies, departments, sectors, positions, cities, systems. */
export const LOOKUPS_API = {
  companies: endpoint({ method: 'GET', path: '/v1/companies', access, response: companiesResponse }),
  positions: endpoint({
    method: 'GET',
    path: '/v1/company/cargo/:company',
    access,
    params: byCompany,
    response: positionsResponse,
  }),
  companyDepartments: endpoint({
    method: 'GET',
    path: '/v1/departamentos/empresa/:company',
    access,
    params: byCompany,
    response: companyDepartmentsResponse,
  }),
  companyDepartmentNames: endpoint({
    method: 'GET',
    path: '/v1/company/departamento/:company',
    access,
    params: byCompany,
    response: departmentNamesResponse,
  }),
  departments: endpoint({ method: 'GET', path: '/v1/departamentos', access, response: departmentsResponse }),
  /** Sectors of a department (numeric key) or of every department of a provider (its name). */
  sectorsOf: endpoint({
    method: 'GET',
    path: '/v1/setor/:key',
    access,
    params: z.object({ key: z.string().trim().min(1).max(200) }),
    response: sectorsResponse,
  }),
  sectors: endpoint({ method: 'GET', path: '/v1/setor', access, response: sectorsResponse }),
  systems: endpoint({ method: 'GET', path: '/v1/sistema', access, response: systemsResponse }),
  contractingCompanies: endpoint({
    method: 'GET',
    path: '/v1/user/empresa/contratante/:userId',
    access,
    params: z.object({ userId: idParam }),
    response: contractingCompaniesResponse,
  }),
  companyCities: endpoint({
    method: 'GET',
    path: '/v1/company/cidades/:company',
    access,
    params: byCompany,
    response: providerCitiesResponse,
  }),
  cityOptions: endpoint({ method: 'GET', path: '/v1/empresa/cidades', access, response: cityOptionsResponse }),
  /** Active compliment categories (id, nome, icone, cor). */
  complimentCategories: endpoint({
    method: 'GET',
    path: '/v1/elogios',
    access,
    response: complimentCategoriesResponse,
  }),
  /** Active employees (id, nome): every employee picks a colleague, HR an employee. */
  companyUsers: endpoint({
    method: 'GET',
    path: '/v1/company/users',
    access: 'lookups.employees',
    query: companyUsersQuery,
    response: companyUsersResponse,
  }),
} as const;
