import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { HomePanel } from '../../lib/home-panel';
import type { ScreenHandle } from '../../lib/screen';
import { COMPLIMENT_CATEGORIES_PATH } from './compliments-paths';

/** "Elogios recentes" on the signed-in home, for employees. */
export const complimentsHomePanels: HomePanel[] = [
  {
    key: 'recent-compliments',
    order: 20,
    component: lazy(() =>
      import('./components/recent-compliments-panel').then((m) => ({ default: m.RecentComplimentsPanel })),
    ),
    visible: (user) => user.employee,
  },
];

const wall = async () => ({ Component: (await import('./pages/compliment-wall-page')).ComplimentWallPage });
const register = async () => ({ Component: (await import('./pages/compliment-form-page')).ComplimentRegisterPage });

/** The compliments wall, a person's page, the form, and the categories. */
export const complimentsRoutes: RouteObject[] = [
  {
    path: '/compliments/list',
    handle: { title: 'Elogios', can: 'compliments.read' } satisfies ScreenHandle,
    lazy: wall,
  },
  {
    path: '/compliments/listByUser/:id',
    handle: { title: 'Elogios', can: 'compliments.read' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/compliment-person-page')).ComplimentPersonPage }),
  },
  {
    path: '/compliments/register',
    handle: { title: 'Novo elogio', can: 'compliments.create' } satisfies ScreenHandle,
    lazy: register,
  },
  {
    path: '/compliments/register/:id',
    handle: { title: 'Novo elogio', can: 'compliments.create' } satisfies ScreenHandle,
    lazy: register,
  },
  {
    path: '/compliments/edit/:id',
    handle: { title: 'Editar elogio', can: 'compliments.edit' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/compliment-form-page')).ComplimentEditPage }),
  },
  crudRoutes(
    COMPLIMENT_CATEGORIES_PATH,
    () => import('./compliment-category-pages').then((m) => m.COMPLIMENT_CATEGORY_PAGES),
    {
      list: { title: 'Categorias de elogios', can: 'compliment-category.list' },
      register: { title: 'Nova categoria de elogio', can: 'compliment-category.create' },
      edit: { title: 'Editar categoria de elogio', can: 'compliment-category.list' },
    },
  ),
];
