import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import {
  ACCESS_PROFILES_EDIT_PATH,
  ACCESS_PROFILES_LIST_PATH,
  ACCESS_PROFILES_REGISTER_PATH,
} from './access-profiles-paths';

const form = () => import('./pages/access-profile-form-page');

/** Access profiles (spec 002 §2.4 /access-profiles: list, register; edit is ours). */
export const accessProfilesRoutes: RouteObject[] = [
  {
    path: ACCESS_PROFILES_LIST_PATH,
    handle: { title: 'Perfis de acesso', can: 'access-profile.list' } satisfies ScreenHandle,
    lazy: () => import('./pages/access-profiles-list-page').then((m) => ({ Component: m.AccessProfilesListPage })),
  },
  {
    path: ACCESS_PROFILES_REGISTER_PATH,
    handle: { title: 'Novo perfil de acesso', can: 'access-profile.manage' } satisfies ScreenHandle,
    lazy: () => form().then((m) => ({ Component: m.AccessProfileRegisterPage })),
  },
  {
    path: `${ACCESS_PROFILES_EDIT_PATH}/:id`,
    handle: { title: 'Editar perfil de acesso', can: 'access-profile.manage' } satisfies ScreenHandle,
    lazy: () => form().then((m) => ({ Component: m.AccessProfileEditPage })),
  },
];
