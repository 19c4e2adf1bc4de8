import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The faq screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const faqRoutes: RouteObject[] = [
  {
    path: '/faq/list',
    handle: { title: 'faq', can: 'faq.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/faq-list-page')).FaqListPage }),
  },
];

/** The FAQ screens open without login (spec §2.4), under the public layout. */
export const faqPublicRoutes: RouteObject[] = [];
