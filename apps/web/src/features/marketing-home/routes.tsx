import type { RouteObject } from 'react-router-dom';

export const marketingHomeRoutes: RouteObject[] = [
  { path: '/marketing/home', lazy: () => import('./pages/marketing-home-page').then((m) => ({ Component: m.MarketingHomePage })) },
];
