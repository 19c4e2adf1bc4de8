import { LOOKUPS_API as API } from '@intranet/shared/lookups/lookups.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './lookups.service';

/** Options of the forms' selects (companies, departments, sectors, positions, cities, systems). */
export const lookupsRoutes = defineRoutes('lookups', (r) => {
  r.on(API.companies, (ctx) => service.listCompanies(ctx));
  r.on(API.positions, (ctx, { params }) => service.listPositions(ctx, params));
  r.on(API.companyDepartments, (ctx, { params }) => service.listCompanyDepartments(ctx, params));
  r.on(API.companyDepartmentNames, (ctx, { params }) => service.listCompanyDepartments(ctx, params));
  r.on(API.departments, (ctx) => service.listDepartments(ctx));
  r.on(API.sectorsOf, (ctx, { params }) => service.listSectorsOf(ctx, params));
  r.on(API.sectors, (ctx) => service.listSectors(ctx));
  r.on(API.systems, (ctx) => service.listSystems(ctx));
  r.on(API.contractingCompanies, (ctx, { params }) => service.listContractingCompanies(ctx, params));
  r.on(API.companyCities, (ctx, { params }) => service.listCompanyCities(ctx, params));
  r.on(API.cityOptions, (ctx) => service.listCityOptions(ctx));
  r.on(API.complimentCategories, (ctx) => service.listComplimentCategories(ctx));
  r.on(API.companyUsers, (ctx, { query }) => service.listCompanyUsers(ctx, query));
});
