import type { RouteObject } from 'react-router-dom';

export const vacancyRoutes: RouteObject[] = [
  { path: '/human-resources/vacancy/report', lazy: async () => ({ Component: (await import('./pages/vacancy-report-page')).VacancyReportPage }) },
];
