import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import {
  PERMISSION_EDIT_PATH,
  SETTINGS_HOME_PATH,
  USERS_ADMIN_EDIT_PATH,
  USERS_LIST_PATH,
  USERS_REGISTER_PATH,
} from './users-paths';

/** UsersEdit (spec 000 §2.2 named route, param id = the user's internal id). */
export const USERS_EDIT_PATH = '/users/edit';

const edit = () => import('./pages/user-form-page');

export const usersRoutes: RouteObject[] = [
  {
    path: `${USERS_EDIT_PATH}/:id`,
    handle: { title: 'Meus dados' } satisfies ScreenHandle,
    lazy: () => import('./pages/users-edit-page').then((m) => ({ Component: m.UsersEditPage })),
  },
  {
    path: USERS_LIST_PATH,
    handle: { title: 'Usuários', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => import('./pages/users-list-page').then((m) => ({ Component: m.UsersListPage })),
  },
  {
    path: USERS_REGISTER_PATH,
    handle: { title: 'Convidar usuário', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => edit().then((m) => ({ Component: m.UserRegisterPage })),
  },
  {
    path: `${USERS_ADMIN_EDIT_PATH}/:id`,
    handle: { title: 'Editar usuário', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => edit().then((m) => ({ Component: m.UserAdminEditPage })),
  },
  // The settings area's own list and register (spec 002 §2.4 /settings: list, register) are the users'.
  {
    path: '/settings/list',
    handle: { title: 'Usuários', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => import('./pages/users-list-page').then((m) => ({ Component: m.UsersListPage })),
  },
  {
    path: '/settings/register',
    handle: { title: 'Convidar usuário', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => edit().then((m) => ({ Component: m.UserRegisterPage })),
  },
  {
    path: SETTINGS_HOME_PATH,
    handle: { title: 'Configurações', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => import('./pages/settings-home-page').then((m) => ({ Component: m.SettingsHomePage })),
  },
  {
    path: `${PERMISSION_EDIT_PATH}/:id`,
    handle: { title: 'Permissões', can: 'users.manage' } satisfies ScreenHandle,
    lazy: () => import('./pages/user-permissions-page').then((m) => ({ Component: m.UserPermissionsPage })),
  },
];
