import { crudEndpoints } from '../crud/crud.contract';
import {
  contractingCompany,
  contractingCompanyFilter,
  contractingCompanyInput,
  contractingCompanyPatch,
} from './contracting-companies.schemas';

/** Contracting companies (`/contracting/companies`): answers under `rh_empresa_contratante` … */
export const CONTRACTING_COMPANY_API = crudEndpoints({
  table: 'rh_empresa_contratante',
  path: '/v1/empresa/contratante',
  createPath: '/v1/criar/empresa/contratante',
  access: {
    list: 'contracting-company.list',
    create: 'contracting-company.create',
    edit: 'contracting-company.edit',
    delete: 'contracting-company.delete',
  },
  schemas: {
    row: contractingCompany,
    filter: contractingCompanyFilter,
    input: contractingCompanyInput,
    patch: contractingCompanyPatch,
  },
});
