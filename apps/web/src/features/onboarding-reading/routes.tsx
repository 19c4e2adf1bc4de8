import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';
import type { HomePanel } from '../../lib/home-panel';
import { CONGRATULATIONS_PATH, EMPLOYEE_CONTENT_PATH, EMPLOYEE_TRAIL_PATH } from './reading-paths';

/** "Meus onboardings" on the signed-in home, for employees. */
export const onboardingReadingHomePanels: HomePanel[] = [
  {
    key: 'my-onboardings',
    order: 10,
    component: lazy(() => import('./components/my-onboardings-panel').then((m) => ({ default: m.MyOnboardingsPanel }))),
    visible: (user) => user.employee,
  },
];

/** The employee's reading flow. */
export const onboardingReadingRoutes: RouteObject[] = [
  {
    path: EMPLOYEE_TRAIL_PATH,
    handle: { title: 'Meu onboarding' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/employee-trail-page')).EmployeeTrailPage }),
  },
  {
    path: EMPLOYEE_CONTENT_PATH,
    handle: { title: 'Conteúdo' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/employee-content-page')).EmployeeContentPage }),
  },
  {
    path: CONGRATULATIONS_PATH,
    handle: { title: 'Parabéns' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/congratulations-page')).CongratulationsPage }),
  },
];
