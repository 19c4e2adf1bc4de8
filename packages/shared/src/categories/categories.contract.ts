import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { category, categoryFilter, categoryInput, categoryPatch } from './categories.schemas';

const schemas = { row: category, filter: categoryFilter, input: categoryInput, patch: categoryPatch };

/** News categories (`/categories`): answers under `rh_categoria` … */
export const CATEGORY_API = crudEndpoints({
  table: 'rh_categoria',
  path: '/v1/categoria',
  createPath: '/v1/criar/categoria',
  access: { list: 'category.list', create: 'category.create', edit: 'category.edit', delete: 'category.delete' },
  schemas,
});

/** Incident categories (`/incidents-categories`): answers under `rh_incidente_categoria` … */
export const INCIDENT_CATEGORY_API = crudEndpoints({
  table: 'rh_incidente_categoria',
  path: '/v1/incidente/categoria',
  createPath: '/v1/criar/incidente/categoria',
  access: {
    list: 'incident-category.list',
    create: 'incident-category.create',
    edit: 'incident-category.edit',
    delete: 'incident-category.delete',
  },
  schemas,
});

/**
 * The shared form's lookups (spec roulette-tracking-shared-blocks §7: `GET /v1/categoria`,
 * `GET /v1/incidente/categoria`): every category, as the list answers without a filter.
 */
export const CATEGORY_LOOKUP = endpoint({
  method: 'GET',
  path: CATEGORY_API.list.path,
  access: CATEGORY_API.list.access,
  response: CATEGORY_API.list.response,
});
export const INCIDENT_CATEGORY_LOOKUP = endpoint({
  method: 'GET',
  path: INCIDENT_CATEGORY_API.list.path,
  access: INCIDENT_CATEGORY_API.list.access,
  response: INCIDENT_CATEGORY_API.list.response,
});
