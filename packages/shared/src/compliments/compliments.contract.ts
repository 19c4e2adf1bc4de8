import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { idParam } from '../validation/fields';
import {
  complimentCategory,
  complimentCategoryFilter,
  complimentCategoryInput,
  complimentCategoryPatch,
  complimentCreatedResponse,
  complimentInput,
  complimentListQuery,
  complimentListResponse,
  complimentPatch,
  complimentPersonResponse,
  complimentResponse,
  complimentVisibilityBody,
} from './compliments.schemas';

/** Compliment categories (`/compliments-categories`): answers under `rh_elogio_categoria` … */
export const COMPLIMENT_CATEGORY_API = crudEndpoints({
  table: 'rh_elogio_categoria',
  path: '/v1/elogio/categoria',
  createPath: '/v1/criar/elogio/categoria',
  access: {
    list: 'compliment-category.list',
    create: 'compliment-category.create',
    edit: 'compliment-category.edit',
    delete: 'compliment-category.delete',
  },
  schemas: {
    row: complimentCategory,
    filter: complimentCategoryFilter,
    input: complimentCategoryInput,
    patch: complimentCategoryPatch,
  },
});

const byId = z.object({ id: idParam });

/** Compliments (`/compliments`): the wall, a person's page, sending, editing and HR's moderation. */
export const COMPLIMENTS_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/elogio',
    access: 'compliments.read',
    query: complimentListQuery,
    response: complimentListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/elogio/:id',
    access: 'compliments.read',
    params: byId,
    response: complimentResponse,
  }),
  person: endpoint({
    method: 'GET',
    path: '/v1/elogio/pessoa/:id',
    access: 'compliments.read',
    params: byId,
    response: complimentPersonResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/criar/elogio',
    access: 'compliments.create',
    body: z.object({ object: complimentInput }),
    response: complimentCreatedResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/elogio/:id',
    access: 'compliments.edit',
    params: byId,
    body: z.object({ object: complimentPatch }),
    response: complimentResponse,
  }),
  visibility: endpoint({
    method: 'PUT',
    path: '/v1/elogio/:id/ocultar',
    access: 'compliments.moderate',
    params: byId,
    body: complimentVisibilityBody,
    response: complimentResponse,
  }),
} as const;
