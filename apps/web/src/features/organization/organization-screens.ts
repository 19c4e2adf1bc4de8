import { DEPARTMENT_API, POSITION_API, SECTOR_API } from '@intranet/shared/organization/organization.contract';
import type { Department, Position, Sector } from '@intranet/shared/organization/organization.schemas';
import { getRecord } from '../../components/crud/crud-api';
import { statusColumn } from '../../components/crud/crud-columns';
import { type CrudField, crudScreens } from '../../components/crud/crud-config';
import { companyOptions, departmentOptions, sectorOptions } from '../../components/crud/crud-options';
import { ACTIVE_FIELD, GENERIC_FORM } from '../../components/crud/record-texts';
import { DEPARTMENTS_PATH, POSITIONS_PATH, SECTORS_PATH } from './organization-paths';

const LABELS = {
  nome: 'Nome',
  ativo: 'Status',
  id_empresa: 'Provedor',
  id_departamento: 'Departamento',
  id_setor: 'Setor',
};
const shared = { ...GENERIC_FORM, back: '/human-resources/home', labels: LABELS } as const;

/** Spec §4: changing the provider clears the department (and what hangs on it) if the provider has no such department. */
const PROVIDER: CrudField = { name: 'id_empresa', kind: 'select', load: () => companyOptions() };
const DEPARTMENT: CrudField = {
  name: 'id_departamento',
  kind: 'select',
  load: (values) => departmentOptions(values.id_empresa),
  loadFrom: ['id_empresa'],
  resetOn: ['id_empresa'],
  keepIfOffered: true,
  enabledWhen: (values) => !!values.id_empresa,
};
const SECTOR: CrudField = {
  name: 'id_setor',
  kind: 'select',
  load: (values) => sectorOptions(values.id_departamento),
  loadFrom: ['id_departamento'],
  resetOn: ['id_departamento'],
  keepIfOffered: true,
  enabledWhen: (values) => !!values.id_departamento,
};

/** Departments (`/departments`). */
export const DEPARTMENTS = crudScreens({
  ...shared,
  api: DEPARTMENT_API,
  path: DEPARTMENTS_PATH,
  titles: {
    list: 'Departamentos',
    register: 'Departamentos - Novo Departamento',
    edit: 'Departamentos - Editar Departamento',
    delete: 'Excluir Departamento?',
    add: 'NOVO DEPARTAMENTO',
  },
  columns: [{ key: 'nome', title: 'Nome' }, statusColumn<Department>('ativo', 'Status')],
  fields: [PROVIDER, { name: 'nome', maxLength: 120 }, ACTIVE_FIELD],
  newValues: { nome: '', id_empresa: 0 },
  history: 'rh_departamento',
});

/** Sectors (`/sectors`): the provider only narrows the departments offered. */
export const SECTORS = crudScreens({
  ...shared,
  api: SECTOR_API,
  path: SECTORS_PATH,
  titles: {
    list: 'Setores',
    register: 'Setores - Novo Setor',
    edit: 'Setores - Editar Setor',
    delete: 'Excluir Setor?',
    add: 'NOVO SETOR',
  },
  columns: [{ key: 'nome', title: 'Nome' }, statusColumn<Sector>('ativo', 'Status')],
  fields: [PROVIDER, DEPARTMENT, { name: 'nome', maxLength: 120 }, ACTIVE_FIELD],
  newValues: { nome: '', id_departamento: 0 },
  history: 'rh_setor',
  editValues: async (sector) => ({ id_empresa: (await getRecord(DEPARTMENT_API, sector.id_departamento))?.id_empresa }),
});

/** Positions (`/positions`): provider and department narrow the sectors offered; `descricao` goes empty. */
export const POSITIONS = crudScreens({
  ...shared,
  api: POSITION_API,
  path: POSITIONS_PATH,
  titles: {
    list: 'Cargos',
    register: 'Cargos - Novo Cargo',
    edit: 'Cargos - Editar Cargo',
    delete: 'Excluir Cargo?',
    add: 'NOVO CARGO',
  },
  columns: [{ key: 'nome', title: 'Nome' }, statusColumn<Position>('ativo', 'Status')],
  fields: [PROVIDER, DEPARTMENT, SECTOR, { name: 'nome', maxLength: 120 }, ACTIVE_FIELD],
  newValues: { nome: '', id_setor: 0, descricao: '' },
  history: 'rh_cargo',
  editValues: async (position) => {
    const sector = await getRecord(SECTOR_API, position.id_setor);
    const department = sector && (await getRecord(DEPARTMENT_API, sector.id_departamento));
    return { id_departamento: sector?.id_departamento, id_empresa: department?.id_empresa };
  },
});
