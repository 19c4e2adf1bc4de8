import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import { APPLICATIONS_LIST_PATH, APPLICATIONS_MANAGE_PATH, APPLICATIONS_PATH } from './application-paths';

const pages = () => import('./application-pages');

/** The company's systems: everyone's launcher; HR's table, register and edit. */
export const applicationsRoutes: RouteObject[] = [
  { path: APPLICATIONS_PATH, children: [{ index: true, element: <Navigate to={APPLICATIONS_LIST_PATH} replace /> }] },
  {
    path: APPLICATIONS_LIST_PATH,
    handle: { title: 'Aplicações', can: 'application.view' } satisfies ScreenHandle,
    lazy: () => import('./pages/applications-launcher-page').then((m) => ({ Component: m.ApplicationsLauncherPage })),
  },
  {
    path: APPLICATIONS_MANAGE_PATH,
    handle: { title: 'Cadastro de aplicações', can: 'application.list' } satisfies ScreenHandle,
    lazy: () => pages().then((m) => ({ Component: m.ApplicationsManagePage })),
  },
  {
    path: `${APPLICATIONS_PATH}/register`,
    handle: { title: 'Nova aplicação', can: 'application.create' } satisfies ScreenHandle,
    lazy: () => pages().then((m) => ({ Component: m.ApplicationRegisterPage })),
  },
  {
    path: `${APPLICATIONS_PATH}/edit/:id`,
    handle: { title: 'Editar aplicação', can: 'application.list' } satisfies ScreenHandle,
    lazy: () => pages().then((m) => ({ Component: m.ApplicationEditPage })),
  },
];
