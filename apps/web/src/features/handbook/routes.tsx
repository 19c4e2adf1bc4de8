import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { CHAPTERS_PATH, HANDBOOK_CATEGORIES_PATH, HANDBOOK_VIEW_PATH } from './handbook-paths';

/** The employee handbook: the reader's view, and the chapters and parts for its staff. */
export const handbookRoutes: RouteObject[] = [
  {
    path: HANDBOOK_VIEW_PATH,
    handle: { title: 'Manual do Colaborador', can: 'handbook.read' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/handbook-view-page')).HandbookViewPage }),
  },
  crudRoutes(HANDBOOK_CATEGORIES_PATH, () => import('./pages/handbook-staff-pages').then((m) => m.CATEGORY_PAGES), {
    list: { title: 'Categorias do Manual', can: 'handbook-category.list' },
    register: { title: 'Nova categoria do Manual', can: 'handbook-category.create' },
    edit: { title: 'Editar categoria do Manual', can: 'handbook-category.list' },
  }),
  crudRoutes(CHAPTERS_PATH, () => import('./pages/handbook-staff-pages').then((m) => m.CHAPTER_PAGES), {
    list: { title: 'Capítulos do Manual', can: 'handbook.list' },
    register: { title: 'Novo capítulo do Manual', can: 'handbook.create' },
    edit: { title: 'Editar capítulo do Manual', can: 'handbook.list' },
  }),
];
