import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../lib/screen';

/** HR contents: list, register, edit; and the employees' entry page that gathers news, handbook, FAQ and HR contents. */
export const contentRoutes: RouteObject[] = [
  {
    path: '/human-resources/content/list',
    handle: { title: 'Conteúdos', can: 'content.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/content-list-page')).ContentListPage }),
  },
  {
    path: '/human-resources/content/register',
    handle: { title: 'Novo conteúdo', can: 'content.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/content-register-page')).ContentRegisterPage }),
  },
  {
    path: '/human-resources/content/edit/:id',
    handle: { title: 'Editar conteúdo', can: 'content.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/content-edit-page')).ContentEditPage }),
  },
  {
    // Every employee (area intranet): its first section is their news feed, read with the same action.
    path: '/content/home',
    handle: { title: 'Espaço do colaborador', can: 'news.feed' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/content-home-page')).ContentHomePage }),
  },
];
