import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { DEPARTMENT_API, POSITION_API, SECTOR_API } from '@intranet/shared/organization/organization.contract';
import { cargo, departamento, setor } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

/** Departments (`/departments`): a department with sectors or people cannot be deleted. */
export const departmentService = crudService({
  api: DEPARTMENT_API,
  table: departamento,
  present: presentRecord,
  messages: recordMessages('Departamento'),
});

/** Sectors (`/sectors`). */
export const sectorService = crudService({
  api: SECTOR_API,
  table: setor,
  present: presentRecord,
  messages: recordMessages('Setor'),
});

/** Positions (`/positions`); `descricao` is sent empty (spec §3). */
export const positionService = crudService({
  api: POSITION_API,
  table: cargo,
  present: presentRecord,
  messages: recordMessages('Cargo'),
});
