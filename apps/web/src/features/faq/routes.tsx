import { Navigate, type RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { FAQ_CATEGORIES_PATH, FAQ_HOME } from './faq-paths';

const pages = () => import('./faq-pages');

/** The FAQ's staff screens (a session needed): writing questions, and the categories (spec §2.4). */
export const faqRoutes: RouteObject[] = [
  {
    path: '/faq/register',
    handle: { title: 'Nova pergunta', can: 'faq.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).FaqRegisterPage }),
  },
  {
    path: '/faq/edit/:id',
    handle: { title: 'Editar pergunta', can: 'faq.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await pages()).FaqEditPage }),
  },
  crudRoutes(FAQ_CATEGORIES_PATH, () => pages().then((m) => m.FAQ_CATEGORY_PAGES), {
    list: { title: 'Categorias do FAQ', can: 'faq-category.list' },
    register: { title: 'Nova categoria do FAQ', can: 'faq-category.create' },
    edit: { title: 'Editar categoria do FAQ', can: 'faq-category.list' },
  }),
];

/**
 * The FAQ's reading screens open without login (spec §2.1), under the public layout: visitors read
 * the public questions, a signed-in employee the internal ones too; `/faq/list` is the staff table
 * for the FAQ's staff and the FAQ itself for anyone else.
 */
export const faqPublicRoutes: RouteObject[] = [
  { path: '/faq', element: <Navigate to={FAQ_HOME} replace /> },
  {
    path: '/faq/search/:search',
    handle: { title: 'Perguntas frequentes' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/faq-search-page')).FaqSearchPage }),
  },
  {
    path: '/faq/list',
    handle: { title: 'Perguntas frequentes' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/faq-list-page')).FaqListPage }),
  },
];
