import { crudPagesOf } from '../../components/crud/crud-pages';
import { DEPARTMENTS, POSITIONS, SECTORS } from './organization-screens';

export const DEPARTMENT_PAGES = crudPagesOf(DEPARTMENTS);
export const SECTOR_PAGES = crudPagesOf(SECTORS);
export const POSITION_PAGES = crudPagesOf(POSITIONS);
