import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { EMPLOYEES_LIST_PATH, EMPLOYEES_REGISTER_PATH } from './employees-paths';

const profile = () => import('./pages/employee-profile-page').then((m) => ({ Component: m.EmployeeProfilePage }));
const forms = () => import('./pages/employee-form-pages');

/** Employees (spec 002 §2.4 /employees: list, profile/:id, edit/:id, register) and UsersProfile (/users/profile/:id/:jobId?). */
export const employeesRoutes: RouteObject[] = [
  {
    path: EMPLOYEES_LIST_PATH,
    handle: { title: 'Funcionários', can: 'employee.list' } satisfies ScreenHandle,
    lazy: () => import('./pages/employees-list-page').then((m) => ({ Component: m.EmployeesListPage })),
  },
  { path: '/employees/profile/:id', handle: { title: 'Perfil do funcionário' } satisfies ScreenHandle, lazy: profile },
  { path: '/users/profile/:id/:jobId?', handle: { title: 'Perfil' } satisfies ScreenHandle, lazy: profile },
  {
    path: '/employees/edit/:id',
    handle: { title: 'Editar perfil' } satisfies ScreenHandle,
    lazy: () => forms().then((m) => ({ Component: m.EmployeeEditPage })),
  },
  {
    path: EMPLOYEES_REGISTER_PATH,
    handle: { title: 'Novo funcionário', can: 'employee.manage' } satisfies ScreenHandle,
    lazy: () => forms().then((m) => ({ Component: m.EmployeeRegisterPage })),
  },
];
