import type { RouteObject } from 'react-router-dom';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { ScreenHandle } from '../../lib/screen';

/** The news screens, each its own chunk; `handle` titles the tab and names who may open it. */
export const newsRoutes: RouteObject[] = [
  {
    path: '/news/list/:category?',
    handle: { title: NEWS_MSG.title, can: 'news.feed' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-feed-page')).NewsFeedPage }),
  },
  {
    path: '/news/form',
    handle: { title: NEWS_MSG.suggestTitle, can: 'news.suggest' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-suggest-page')).NewsSuggestPage }),
  },
  {
    path: '/news/table',
    handle: { title: NEWS_MSG.tableTitle, can: 'news.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-table-page')).NewsTablePage }),
  },
  {
    path: '/news/register',
    handle: { title: NEWS_MSG.registerTitle, can: 'news.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-register-page')).NewsRegisterPage }),
  },
  {
    path: '/news/edit/:id',
    handle: { title: NEWS_MSG.editTitle, can: 'news.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-edit-page')).NewsEditPage }),
  },
  {
    path: '/news/:id',
    handle: { title: NEWS_MSG.title, can: 'news.read' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/news-article-page')).NewsArticlePage }),
  },
];
