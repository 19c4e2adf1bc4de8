import { crudEndpoints } from '../crud/crud.contract';
import {
  department,
  departmentFilter,
  departmentInput,
  departmentPatch,
  position,
  positionFilter,
  positionInput,
  positionPatch,
  sector,
  sectorFilter,
  sectorInput,
  sectorPatch,
} from './organization.schemas';

/** Departments (`/departments`): answers under `rh_departamento` … */
export const DEPARTMENT_API = crudEndpoints({
  table: 'rh_departamento',
  path: '/v1/organizacao/departamento',
  createPath: '/v1/organizacao/criar/departamento',
  access: {
    list: 'department.list',
    create: 'department.create',
    edit: 'department.edit',
    delete: 'department.delete',
  },
  schemas: { row: department, filter: departmentFilter, input: departmentInput, patch: departmentPatch },
});

/** Sectors (`/sectors`): answers under `rh_setor` … */
export const SECTOR_API = crudEndpoints({
  table: 'rh_setor',
  path: '/v1/organizacao/setor',
  createPath: '/v1/organizacao/criar/setor',
  access: { list: 'sector.list', create: 'sector.create', edit: 'sector.edit', delete: 'sector.delete' },
  schemas: { row: sector, filter: sectorFilter, input: sectorInput, patch: sectorPatch },
});

/** Positions (`/positions`): answers under `rh_cargo` … */
export const POSITION_API = crudEndpoints({
  table: 'rh_cargo',
  path: '/v1/organizacao/cargo',
  createPath: '/v1/organizacao/criar/cargo',
  access: { list: 'position.list', create: 'position.create', edit: 'position.edit', delete: 'position.delete' },
  schemas: { row: position, filter: positionFilter, input: positionInput, patch: positionPatch },
});
