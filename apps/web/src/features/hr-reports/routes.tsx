import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

const can = 'hr-reports.read' as const;
const pages = () => import('./pages/report-pages');

/** The HR reports, each screen in the reports' chunk (uPlot comes with it, never with the login). */
export const hrReportsRoutes: RouteObject[] = [
  {
    path: '/reports/home',
    handle: { title: 'Relatórios de RH', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/reports-home-page')).ReportsHomePage }),
  },
  {
    path: '/reports/list-general',
    handle: { title: 'Relatório geral', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).GeneralReportPage }),
  },
  {
    path: '/reports/pyramid-list',
    handle: { title: 'Pirâmide etária', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).PyramidReportPage }),
  },
  {
    path: '/reports/list-admission',
    handle: { title: 'Relatório de admissões', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).AdmissionsReportPage }),
  },
  {
    path: '/reports/birthday/list',
    handle: { title: 'Aniversariantes', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).BirthdaysReportPage }),
  },
  {
    path: '/reports/company-anniversary',
    handle: { title: 'Aniversário de empresa', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).AnniversariesReportPage }),
  },
  {
    path: '/reports/list-dismiss',
    handle: { title: 'Relatório de desligamentos', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).DismissalsReportPage }),
  },
  {
    path: '/reports/family-list',
    handle: { title: 'Relatório de família', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).FamilyReportPage }),
  },
  {
    path: '/reports/provider-city',
    handle: { title: 'Cidade do provedor', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).CitiesReportPage }),
  },
  {
    path: '/reports/list-gender',
    handle: { title: 'Relatório de gênero', can } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).GenderReportPage }),
  },
  {
    path: '/reports/car-repair',
    // The fleet's maintenance costs: the fleet's readers (docs/fleet.md).
    handle: { title: 'Manutenção de veículos', can: 'fleet.read' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).CarRepairReportPage }),
  },
];
