import type { RouteObject } from 'react-router-dom';

/** HR contents: list, register, edit. */
export const contentRoutes: RouteObject[] = [
  { path: '/human-resources/content/list', lazy: async () => ({ Component: (await import('./pages/content-list-page')).ContentListPage }) },
  { path: '/human-resources/content/register', lazy: async () => ({ Component: (await import('./pages/content-register-page')).ContentRegisterPage }) },
  { path: '/human-resources/content/edit/:id', lazy: async () => ({ Component: (await import('./pages/content-edit-page')).ContentEditPage }) },
];
