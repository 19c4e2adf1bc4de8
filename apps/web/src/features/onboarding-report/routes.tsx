import type { RouteObject } from 'react-router-dom';

export const onboardingReportRoutes: RouteObject[] = [
  { path: '/human-resources/onboarding/report', lazy: async () => ({ Component: (await import('./pages/onboarding-report-page')).OnboardingReportPage }) },
];
