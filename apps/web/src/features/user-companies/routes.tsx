import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { USER_COMPANIES_LIST_PATH, USER_COMPANIES_REGISTER_PATH } from './user-companies-paths';

/** The user's companies: everyone's for the settings, one's own for anyone signed in (docs/route-map.md). */
export const userCompaniesRoutes: RouteObject[] = [
  { path: '/companies', children: [{ index: true, element: <Navigate to={USER_COMPANIES_LIST_PATH} replace /> }] },
  {
    path: USER_COMPANIES_LIST_PATH,
    handle: { title: 'Empresas', can: 'user-companies.mine' } satisfies ScreenHandle,
    lazy: () => import('./pages/user-companies-list-page').then((m) => ({ Component: m.UserCompaniesListPage })),
  },
  {
    path: USER_COMPANIES_REGISTER_PATH,
    handle: { title: 'Vincular empresas', can: 'user-companies.set' } satisfies ScreenHandle,
    lazy: () =>
      import('./pages/user-companies-register-page').then((m) => ({ Component: m.UserCompaniesRegisterPage })),
  },
];
