import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The visitors' pages of the route map (spec §2.1: no login): open vacancies, how to sign in, the dashboards. */
export const homePagesRoutes: RouteObject[] = [
  {
    path: '/home/vacancy',
    handle: { title: 'Vagas abertas' } satisfies ScreenHandle,
    lazy: () => import('./pages/open-vacancies-page').then((m) => ({ Component: m.OpenVacanciesPage })),
  },
  {
    path: '/home/login/info-login',
    handle: { title: 'Como acessar' } satisfies ScreenHandle,
    lazy: () => import('./pages/login-info-page').then((m) => ({ Component: m.LoginInfoPage })),
  },
  {
    path: '/dashboards',
    handle: { title: 'Painéis' } satisfies ScreenHandle,
    lazy: () => import('./pages/dashboards-page').then((m) => ({ Component: m.DashboardsPage })),
  },
];
