import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import { idParam } from '../validation/fields';
import {
  contractLookupQuery,
  contractLookupResponse,
  dashboardResponse,
  employeeLookupQuery,
  employeeLookupResponse,
  inventoryInsertBody,
  inventoryInsertResponse,
  inventoryListQuery,
  inventoryListResponse,
  inventoryValidateBody,
  inventoryValidateResponse,
  moveInput,
  moveListQuery,
  moveListResponse,
  moveResponse,
  productFilter,
  productInput,
  productPatch,
  productRecord,
  returnEditInput,
  returnEditResponse,
  returnInput,
  returnListQuery,
  returnListResponse,
  returnResponse,
  squadInput,
  squadListResponse,
  squadUpdateResponse,
  suppliesLookups,
  unitDetail,
  unitListQuery,
  unitListResponse,
  unitLookupParams,
  valuesQuery,
  valuesResponse,
} from './supplies.schemas';

/** Every call of the supplies area (docs/supplies.md); the spec's three (§7) keep their paths. */
export const SUPPLIES_API = {
  lookups: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/consultas',
    access: 'supplies.list',
    response: suppliesLookups,
  }),
  moves: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/movimentos',
    access: 'supplies.list',
    query: moveListQuery,
    response: moveListResponse,
  }),
  move: endpoint({
    method: 'POST',
    path: '/v1/suprimentos/movimentos',
    access: 'supplies.move',
    body: moveInput,
    response: moveResponse,
  }),
  units: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/unidades',
    access: 'supplies.list',
    query: unitListQuery,
    response: unitListResponse,
  }),
  unit: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/unidades/:codigo',
    access: 'supplies.list',
    params: unitLookupParams,
    response: unitDetail,
  }),
  returns: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/retornos',
    access: 'supplies.list',
    query: returnListQuery,
    response: returnListResponse,
  }),
  registerReturn: endpoint({
    method: 'POST',
    path: '/v1/suprimentos/retornos',
    access: 'supplies.return',
    body: returnInput,
    response: returnResponse,
  }),
  /** Spec §2.7: on a path containing devolutions or returning, a row's OS and tag are saved here. */
  editReturn: endpoint({
    method: 'POST',
    path: '/v1/suprimentos/retorno/atualizar/os/patrimonio',
    access: 'supplies.return',
    body: returnEditInput,
    response: returnEditResponse,
  }),
  inventory: endpoint({
    method: 'GET',
    path: '/v1/company/inventario',
    access: 'supplies.list',
    query: inventoryListQuery,
    response: inventoryListResponse,
  }),
  /** Spec §7: counted rows, `origem: 'mk'` when imported from the ERP. */
  count: endpoint({
    method: 'POST',
    path: '/v1/company/suprimentos/inventario',
    access: 'supplies.count',
    body: inventoryInsertBody,
    response: inventoryInsertResponse,
  }),
  /** Spec §2.7/§4: on a path containing squads/inventory, a row is validated here. */
  validate: endpoint({
    method: 'PUT',
    path: '/v1/company/inventario/:id',
    access: 'supplies.validate',
    params: z.object({ id: idParam }),
    body: inventoryValidateBody,
    response: inventoryValidateResponse,
  }),
  values: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/valores',
    access: 'supplies.list',
    query: valuesQuery,
    response: valuesResponse,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/painel',
    access: 'supplies.list',
    response: dashboardResponse,
  }),
  squads: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/equipes',
    access: 'supplies.list',
    response: squadListResponse,
  }),
  /** A squad's name, provider, city, active flag and members (`/squads/list`). */
  updateSquad: endpoint({
    method: 'PUT',
    path: '/v1/suprimentos/equipes/:id',
    access: 'supplies.manage',
    params: z.object({ id: idParam }),
    body: squadInput,
    response: squadUpdateResponse,
  }),
  /** Active employees by name, the squads' possible members. */
  employees: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/funcionarios',
    access: 'supplies.manage',
    query: employeeLookupQuery,
    response: employeeLookupResponse,
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/v1/suprimentos/contratos',
    access: 'supplies.list',
    query: contractLookupQuery,
    response: contractLookupResponse,
  }),
} as const;

/** The products' register (`/supplies/products`): the CRUD kit's five calls, answering under `suprimentos_produto`. */
export const PRODUCT_API = crudEndpoints({
  table: 'suprimentos_produto',
  path: '/v1/suprimentos/produtos',
  createPath: '/v1/suprimentos/criar/produto',
  access: { list: 'supplies.list', create: 'supplies.manage', edit: 'supplies.manage', delete: 'supplies.manage' },
  schemas: { row: productRecord, filter: productFilter, input: productInput, patch: productPatch },
});
