import type { RouteObject } from 'react-router-dom';

export const hrHomeRoutes: RouteObject[] = [
  { path: '/human-resources/home', lazy: async () => ({ Component: (await import('./pages/hr-home-page')).HrHomePage }) },
];
