import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

export const vacancyRoutes: RouteObject[] = [
  {
    path: '/human-resources/vacancy/report',
    handle: { title: 'Relatório de vagas', can: 'vacancy.report' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/vacancy-report-page')).VacancyReportPage }),
  },
];
