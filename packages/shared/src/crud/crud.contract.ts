import { z } from 'zod';
import type { Action } from '../access/permissions';
import { endpoint } from '../api/endpoint';
import { idParam } from '../validation/fields';

/** The answer keys of a record type, named after its table as the spec names them. */
export type CrudKeys<T extends string> = {
  /** `vendas_campanha`: the list, and the read of one record (a list of one). */
  list: T;
  /** `insert_vendas_campanha_one`: the created record's id. */
  insert: `insert_${T}_one`;
  /** `update_vendas_campanha_by_pk`: the edited record. */
  update: `update_${T}_by_pk`;
  /** `delete_vendas_campanha_by_pk`: the deleted record's id. */
  delete: `delete_${T}_by_pk`;
};

export function crudKeys<const T extends string>(table: T): CrudKeys<T> {
  return {
    list: table,
    insert: `insert_${table}_one`,
    update: `update_${table}_by_pk`,
    delete: `delete_${table}_by_pk`,
  };
}

/** The zod schemas of a record type: the row answered, the list filter, the create values and the edit patch. */
export type CrudSchemas = { row: z.ZodObject; filter: z.ZodObject; input: z.ZodObject; patch: z.ZodObject };

type Path = `/v1/${string}`;
type Keyed<K extends string, S extends z.ZodType> = z.ZodObject<{ [P in K]: S }>;
type IdParams = z.ZodObject<{ id: typeof idParam }>;
type IdAnswer = z.ZodObject<{ id: z.ZodNumber }>;

/** The five calls of a record type, with its table and answer keys. */
export type CrudApi<T extends string = string, S extends CrudSchemas = CrudSchemas> = {
  table: T;
  keys: CrudKeys<T>;
  schemas: S;
  list: {
    method: 'POST';
    path: Path;
    access: Action;
    body: z.ZodOptional<z.ZodNullable<z.ZodObject<{ filtro: z.ZodOptional<S['filter']> }>>>;
    response: Keyed<T, z.ZodArray<S['row']>>;
  };
  create: {
    method: 'POST';
    path: Path;
    access: Action;
    body: z.ZodObject<{ object: S['input'] }>;
    response: Keyed<CrudKeys<T>['insert'], IdAnswer>;
  };
  get: { method: 'GET'; path: Path; access: Action; params: IdParams; response: Keyed<T, z.ZodArray<S['row']>> };
  update: {
    method: 'PUT';
    path: Path;
    access: Action;
    params: IdParams;
    body: z.ZodObject<{ object: S['patch'] }>;
    response: Keyed<CrudKeys<T>['update'], S['row']>;
  };
  remove: {
    method: 'DELETE';
    path: Path;
    access: Action;
    params: IdParams;
    response: Keyed<CrudKeys<T>['delete'], IdAnswer>;
  };
};

export type CrudDefinition<T extends string, S extends CrudSchemas> = {
  /** The table: the answers' keys and the edit history. */
  table: T;
  /** The collection: `POST path` lists (body `{ filtro }`, optional), `GET|PUT|DELETE path/:id` read, edit, delete. */
  path: Path;
  /** Where `POST { object }` creates (`/v1/vendas/criar/campanha`). */
  createPath: Path;
  /** The permission map's actions; reading one record takes the list action. */
  access: { list: Action; create: Action; edit: Action; delete: Action };
  schemas: S;
};

function keyed<K extends string, S extends z.ZodType>(key: K, schema: S): Keyed<K, S> {
  return z.object({ [key]: schema } as { [P in K]: S });
}

/**
 * The contract of a plain record type (a name, a few fields, an active flag …), in the API style of
 * the spec: list `POST {path} { filtro? }` → `{ <table>: rows }`, create `POST {createPath} { object }`
 * → `{ insert_<table>_one: { id } }`, read `GET {path}/:id` → `{ <table>: [row] }`, edit
 * `PUT {path}/:id { object }` → `{ update_<table>_by_pk: row }`, delete `DELETE {path}/:id`
 * → `{ delete_<table>_by_pk: { id } }`.
 */
export function crudEndpoints<const T extends string, S extends CrudSchemas>(
  definition: CrudDefinition<T, S>,
): CrudApi<T, S> {
  const { table, path, createPath, access, schemas } = definition;
  const keys = crudKeys(table);
  const params = z.object({ id: idParam });
  const item: Path = `${path}/:id`;
  const id = z.object({ id: z.number() });
  return {
    table,
    keys,
    schemas,
    list: endpoint({
      method: 'POST',
      path,
      access: access.list,
      body: z.object({ filtro: schemas.filter.optional() as z.ZodOptional<S['filter']> }).nullish(),
      response: keyed(keys.list, z.array(schemas.row as S['row'])),
    }),
    create: endpoint({
      method: 'POST',
      path: createPath,
      access: access.create,
      body: z.object({ object: schemas.input as S['input'] }),
      response: keyed(keys.insert, id),
    }),
    get: endpoint({
      method: 'GET',
      path: item,
      access: access.list,
      params,
      response: keyed(keys.list, z.array(schemas.row as S['row'])),
    }),
    update: endpoint({
      method: 'PUT',
      path: item,
      access: access.edit,
      params,
      body: z.object({ object: schemas.patch as S['patch'] }),
      response: keyed(keys.update, schemas.row as S['row']),
    }),
    remove: endpoint({ method: 'DELETE', path: item, access: access.delete, params, response: keyed(keys.delete, id) }),
  };
}
