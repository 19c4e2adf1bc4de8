import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** Onboardings: list, register (two steps), edit, sync-trail. */
export const onboardingRoutes: RouteObject[] = [
  {
    path: '/human-resources/onboarding/list',
    handle: { title: 'Onboardings', can: 'onboarding.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/onboarding-list-page')).OnboardingListPage }),
  },
  {
    path: '/human-resources/onboarding/register',
    handle: { title: 'Novo onboarding', can: 'onboarding.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/onboarding-register-page')).OnboardingRegisterPage }),
  },
  {
    path: '/human-resources/onboarding/edit/:id',
    handle: { title: 'Editar onboarding', can: 'onboarding.edit' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/onboarding-edit-page')).OnboardingEditPage }),
  },
  {
    path: '/human-resources/onboarding/sync-trail/:id',
    handle: { title: 'Vincular trilhas', can: 'onboarding.link' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/onboarding-sync-trail-page')).OnboardingSyncTrailPage }),
  },
];
