import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { CATEGORIES_PATH, INCIDENT_CATEGORIES_PATH } from './category-paths';

/** News and incident categories, and the news categories as cards. */
export const categoriesRoutes: RouteObject[] = [
  crudRoutes(CATEGORIES_PATH, () => import('./category-pages').then((m) => m.CATEGORY_PAGES), {
    list: { title: 'Categorias', can: 'category.list' },
    register: { title: 'Nova categoria', can: 'category.create' },
    edit: { title: 'Editar categoria', can: 'category.list' },
  }),
  {
    path: `${CATEGORIES_PATH}/cards`,
    handle: { title: 'Categorias', can: 'news.feed' } satisfies ScreenHandle,
    lazy: () => import('./pages/category-cards-page').then((m) => ({ Component: m.CategoryCardsPage })),
  },
  crudRoutes(INCIDENT_CATEGORIES_PATH, () => import('./category-pages').then((m) => m.INCIDENT_CATEGORY_PAGES), {
    list: { title: 'Categorias de incidentes', can: 'incident-category.list' },
    register: { title: 'Nova categoria de incidente', can: 'incident-category.create' },
    edit: { title: 'Editar categoria de incidente', can: 'incident-category.list' },
  }),
];
