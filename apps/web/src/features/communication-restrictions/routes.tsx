import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** Sending restrictions (spec §2 "Sending restrictions"), each screen its own chunk; `handle` titles the tab and names who may open it. */
export const communicationRestrictionsRoutes: RouteObject[] = [
  {
    path: '/marketing/communication-scale-restrictions/list',
    handle: { title: 'Restrições de envio', can: 'restriction.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/restriction-list-page')).RestrictionListPage }),
  },
  {
    path: '/marketing/communication-scale-restrictions/register',
    handle: { title: 'Nova restrição', can: 'restriction.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/restriction-register-page')).RestrictionRegisterPage }),
  },
  {
    path: '/marketing/communication-scale-restrictions/edit/:id',
    handle: { title: 'Editar restrição', can: 'restriction.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/restriction-edit-page')).RestrictionEditPage }),
  },
];
