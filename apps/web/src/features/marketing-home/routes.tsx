import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

export const marketingHomeRoutes: RouteObject[] = [
  {
    path: '/marketing/home',
    handle: { title: 'Marketing', can: 'home.marketing' } satisfies ScreenHandle,
    lazy: () => import('./pages/marketing-home-page').then((m) => ({ Component: m.MarketingHomePage })),
  },
];
