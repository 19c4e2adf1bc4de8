import type { RouteObject } from 'react-router-dom';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import type { ScreenHandle } from '../../lib/screen';

/** The dismissals' screens (docs/hr-people.md), each its own chunk. */
export const dismissalsRoutes: RouteObject[] = [
  {
    path: '/shutdowns/list',
    handle: { title: DISMISSALS_MSG.title, can: 'dismissals.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/dismissal-list-page')).DismissalListPage }),
  },
  {
    path: '/shutdowns/register/:id?/:name?',
    handle: { title: DISMISSALS_MSG.registerTitle, can: 'dismissals.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/dismissal-register-page')).DismissalRegisterPage }),
  },
  {
    path: '/shutdowns/edit/:id',
    handle: { title: DISMISSALS_MSG.editTitle, can: 'dismissals.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/dismissal-edit-page')).DismissalEditPage }),
  },
];
