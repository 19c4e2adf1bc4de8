import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** The news screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const newsRoutes: RouteObject[] = [
  {
    path: '/news/list',
    handle: { title: 'news', can: 'news.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-list-page')).NewsListPage }),
  },
];
