import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { idParam } from '../validation/fields';
import {
  documentBody,
  documentCategory,
  documentCategoryFilter,
  documentCategoryInput,
  documentCategoryPatch,
  documentOptionsResponse,
  documentPeopleQuery,
  documentPeopleResponse,
  documentRow,
  documentsQuery,
  documentsResponse,
} from './documents.schemas';

const byId = z.object({ id: idParam });
const idAnswer = z.object({ id: z.number() });

/** Employee documents (docs/hr-people.md, Documents): HR's calls, and each employee's own reads. */
export const DOCUMENTS_API = {
  /** HR: every document, filtered and paged; an employee: their own, of categories they see. */
  list: endpoint({
    method: 'GET',
    path: '/v1/documentos',
    access: 'documents.view',
    query: documentsQuery,
    response: documentsResponse,
  }),
  /** The form's categories (every one, the inactive marked). */
  options: endpoint({
    method: 'GET',
    path: '/v1/documentos/opcoes',
    access: 'documents.list',
    response: documentOptionsResponse,
  }),
  /** The people a document may belong to, by name (at most 20), or one by id. */
  people: endpoint({
    method: 'GET',
    path: '/v1/documentos/colaboradores',
    access: 'documents.list',
    query: documentPeopleQuery,
    response: documentPeopleResponse,
  }),
  /** One document; someone else's is not found to an employee. */
  get: endpoint({
    method: 'GET',
    path: '/v1/documentos/:id',
    access: 'documents.view',
    params: byId,
    response: documentRow,
  }),
  /** The document's file (bytes), authorized as the document. */
  download: endpoint({
    method: 'GET',
    path: '/v1/documentos/:id/arquivo',
    access: 'documents.view',
    params: byId,
    response: null,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/documentos',
    access: 'documents.create',
    body: documentBody,
    response: z.object({ insert_rh_documento_one: idAnswer }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/documentos/:id',
    access: 'documents.edit',
    params: byId,
    body: documentBody,
    response: z.object({ update_rh_documento_by_pk: idAnswer }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/documentos/:id',
    access: 'documents.delete',
    params: byId,
    response: z.object({ delete_rh_documento_by_pk: idAnswer }),
  }),
} as const;

/** Document categories (`/documents-categories`), on the CRUD kit. */
export const DOCUMENT_CATEGORY_API = crudEndpoints({
  table: 'rh_documento_categoria',
  path: '/v1/documento/categoria',
  createPath: '/v1/criar/documento/categoria',
  access: {
    list: 'document-category.list',
    create: 'document-category.create',
    edit: 'document-category.edit',
    delete: 'document-category.delete',
  },
  schemas: {
    row: documentCategory,
    filter: documentCategoryFilter,
    input: documentCategoryInput,
    patch: documentCategoryPatch,
  },
});
