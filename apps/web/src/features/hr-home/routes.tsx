import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

export const hrHomeRoutes: RouteObject[] = [
  {
    path: '/human-resources/home',
    handle: { title: 'RH', can: 'home.hr' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/hr-home-page')).HrHomePage }),
  },
];
