import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

export const onboardingReportRoutes: RouteObject[] = [
  {
    path: '/human-resources/onboarding/report',
    handle: { title: 'Relatório de onboarding', can: 'onboarding-report.view' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/onboarding-report-page')).OnboardingReportPage }),
  },
];
