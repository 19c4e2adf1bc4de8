import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** UsersEdit (spec 000 §2.2 named route, param id = the user's internal id). */
export const USERS_EDIT_PATH = '/users/edit';

export const usersRoutes: RouteObject[] = [
  { path: `${USERS_EDIT_PATH}/:id`, handle: { title: 'Meus dados' } satisfies ScreenHandle, lazy: () => import('./pages/users-edit-page').then((m) => ({ Component: m.UsersEditPage })) },
];
