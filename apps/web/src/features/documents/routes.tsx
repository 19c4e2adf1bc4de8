import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { DOCUMENT_CATEGORIES_PATH, DOCUMENTS_LIST_PATH, DOCUMENTS_REGISTER_PATH } from './documents-paths';

const forms = () => import('./pages/document-form-pages');

/**
 * Employee documents: the list is HR's and every employee's (their own); the forms are HR's; the
 * categories on the CRUD kit.
 */
export const documentsRoutes: RouteObject[] = [
  {
    path: DOCUMENTS_LIST_PATH,
    handle: { title: 'Documentos', can: 'documents.view' } satisfies ScreenHandle,
    lazy: () => import('./pages/documents-list-page').then((m) => ({ Component: m.DocumentsListPage })),
  },
  {
    path: DOCUMENTS_REGISTER_PATH,
    handle: { title: 'Novo documento', can: 'documents.create' } satisfies ScreenHandle,
    lazy: () => forms().then((m) => ({ Component: m.DocumentRegisterPage })),
  },
  {
    path: '/documents/edit/:id',
    handle: { title: 'Editar documento', can: 'documents.edit' } satisfies ScreenHandle,
    lazy: () => forms().then((m) => ({ Component: m.DocumentEditPage })),
  },
  crudRoutes(
    DOCUMENT_CATEGORIES_PATH,
    () => import('./document-category-pages').then((m) => m.DOCUMENT_CATEGORY_PAGES),
    {
      list: { title: 'Categorias de documentos', can: 'document-category.list' },
      register: { title: 'Nova categoria de documento', can: 'document-category.create' },
      edit: { title: 'Editar categoria de documento', can: 'document-category.list' },
    },
  ),
];
