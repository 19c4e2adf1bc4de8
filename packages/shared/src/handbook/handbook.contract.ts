import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import {
  categoryOrderBody,
  categoryOrderResponse,
  chapterOrderBody,
  chapterOrderResponse,
  chapterParams,
  handbookCategory,
  handbookCategoryFilter,
  handbookCategoryInput,
  handbookCategoryPatch,
  handbookChapter,
  handbookChapterFilter,
  handbookChapterInput,
  handbookChapterPatch,
  handbookTocResponse,
  readChapterResponse,
} from './handbook.schemas';

/** The handbook's parts (`/employee-handbook/categories`): answers under `rh_manual_categoria` … */
export const HANDBOOK_CATEGORY_API = crudEndpoints({
  table: 'rh_manual_categoria',
  path: '/v1/manual/categoria',
  createPath: '/v1/criar/manual/categoria',
  access: {
    list: 'handbook-category.list',
    create: 'handbook-category.create',
    edit: 'handbook-category.edit',
    delete: 'handbook-category.delete',
  },
  schemas: {
    row: handbookCategory,
    filter: handbookCategoryFilter,
    input: handbookCategoryInput,
    patch: handbookCategoryPatch,
  },
});

/** The chapters, staff side (`/employee-handbook/list`): answers under `rh_manual_capitulo` … */
export const HANDBOOK_CHAPTER_API = crudEndpoints({
  table: 'rh_manual_capitulo',
  path: '/v1/manual/capitulos',
  createPath: '/v1/criar/manual/capitulo',
  access: { list: 'handbook.list', create: 'handbook.create', edit: 'handbook.edit', delete: 'handbook.delete' },
  schemas: {
    row: handbookChapter,
    filter: handbookChapterFilter,
    input: handbookChapterInput,
    patch: handbookChapterPatch,
  },
});

/** Reading the handbook (any employee) and ordering it (staff). */
export const HANDBOOK_API = {
  /** The table of contents with the reader's pending chapters marked. */
  toc: endpoint({ method: 'GET', path: '/v1/manual', access: 'handbook.read', response: handbookTocResponse }),
  chapter: endpoint({
    method: 'GET',
    path: '/v1/manual/capitulo/:id',
    access: 'handbook.read',
    params: chapterParams,
    response: readChapterResponse,
  }),
  orderCategories: endpoint({
    method: 'PUT',
    path: '/v1/manual/ordem/categorias',
    access: 'handbook-category.edit',
    body: categoryOrderBody,
    response: categoryOrderResponse,
  }),
  orderChapters: endpoint({
    method: 'PUT',
    path: '/v1/manual/ordem/capitulos',
    access: 'handbook.edit',
    body: chapterOrderBody,
    response: chapterOrderResponse,
  }),
} as const;
