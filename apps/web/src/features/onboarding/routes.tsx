import type { RouteObject } from 'react-router-dom';

/** Onboardings: list, register (two steps), edit, sync-trail. */
export const onboardingRoutes: RouteObject[] = [
  { path: '/human-resources/onboarding/list', lazy: async () => ({ Component: (await import('./pages/onboarding-list-page')).OnboardingListPage }) },
  { path: '/human-resources/onboarding/register', lazy: async () => ({ Component: (await import('./pages/onboarding-register-page')).OnboardingRegisterPage }) },
  { path: '/human-resources/onboarding/edit/:id', lazy: async () => ({ Component: (await import('./pages/onboarding-edit-page')).OnboardingEditPage }) },
  { path: '/human-resources/onboarding/sync-trail/:id', lazy: async () => ({ Component: (await import('./pages/onboarding-sync-trail-page')).OnboardingSyncTrailPage }) },
];
