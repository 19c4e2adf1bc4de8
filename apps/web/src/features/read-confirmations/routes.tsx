import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { HomePanel } from '../../lib/home-panel';
import type { ScreenHandle } from '../../lib/screen';
import { READ_DETAIL_PATH, READ_REPORT_PATH } from './read-confirmations-paths';

/** "N leituras pendentes" on the signed-in home, for employees. */
export const readConfirmationsHomePanels: HomePanel[] = [
  {
    key: 'pending-reads',
    order: 5,
    component: lazy(() => import('./components/pending-reads-panel').then((m) => ({ default: m.PendingReadsPanel }))),
    visible: (user) => user.employee,
  },
];

/** The read confirmations report and its detail. */
export const readConfirmationsRoutes: RouteObject[] = [
  {
    path: READ_REPORT_PATH,
    handle: { title: 'Confirmações de leitura', can: 'read-confirmations.report' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/read-report-page')).ReadReportPage }),
  },
  {
    path: READ_DETAIL_PATH,
    handle: { title: 'Confirmações de leitura', can: 'read-confirmations.report' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/read-detail-page')).ReadDetailPage }),
  },
];
