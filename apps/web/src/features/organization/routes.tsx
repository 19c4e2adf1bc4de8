import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { DEPARTMENTS_PATH, POSITIONS_PATH, SECTORS_PATH } from './organization-paths';

const pages = () => import('./organization-pages');

/** Departments, sectors and positions. */
export const organizationRoutes: RouteObject[] = [
  crudRoutes(DEPARTMENTS_PATH, () => pages().then((m) => m.DEPARTMENT_PAGES), {
    list: { title: 'Departamentos', can: 'department.list' },
    register: { title: 'Novo departamento', can: 'department.create' },
    edit: { title: 'Editar departamento', can: 'department.list' },
  }),
  crudRoutes(SECTORS_PATH, () => pages().then((m) => m.SECTOR_PAGES), {
    list: { title: 'Setores', can: 'sector.list' },
    register: { title: 'Novo setor', can: 'sector.create' },
    edit: { title: 'Editar setor', can: 'sector.list' },
  }),
  crudRoutes(POSITIONS_PATH, () => pages().then((m) => m.POSITION_PAGES), {
    list: { title: 'Cargos', can: 'position.list' },
    register: { title: 'Novo cargo', can: 'position.create' },
    edit: { title: 'Editar cargo', can: 'position.list' },
  }),
];
