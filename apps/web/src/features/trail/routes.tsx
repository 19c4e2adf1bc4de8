import type { RouteObject } from 'react-router-dom';

/** HR trails: list, register, edit, sync (contents). */
export const trailRoutes: RouteObject[] = [
  { path: '/human-resources/trail/list', lazy: async () => ({ Component: (await import('./pages/trail-list-page')).TrailListPage }) },
  { path: '/human-resources/trail/register', lazy: async () => ({ Component: (await import('./pages/trail-register-page')).TrailRegisterPage }) },
  { path: '/human-resources/trail/edit/:id', lazy: async () => ({ Component: (await import('./pages/trail-edit-page')).TrailEditPage }) },
  { path: '/human-resources/trail/sync/:id', lazy: async () => ({ Component: (await import('./pages/trail-sync-page')).TrailSyncPage }) },
];
