import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** HR trails: list, register, edit, sync (contents). */
export const trailRoutes: RouteObject[] = [
  {
    path: '/human-resources/trail/list',
    handle: { title: 'Trilhas', can: 'trail.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/trail-list-page')).TrailListPage }),
  },
  {
    path: '/human-resources/trail/register',
    handle: { title: 'Nova trilha', can: 'trail.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/trail-register-page')).TrailRegisterPage }),
  },
  {
    path: '/human-resources/trail/edit/:id',
    handle: { title: 'Editar trilha', can: 'trail.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/trail-edit-page')).TrailEditPage }),
  },
  {
    path: '/human-resources/trail/sync/:id',
    handle: { title: 'Vincular conteúdos', can: 'trail.link' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/trail-sync-page')).TrailSyncPage }),
  },
];
