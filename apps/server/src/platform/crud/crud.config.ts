import type { z } from 'zod';
import type { CrudApi } from '@intranet/shared/crud/crud.contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table the kit serves: a serial `id`; `created_at`, when there, orders the list newest first. */
export type CrudTable = PgTable & { id: AnyPgColumn };

type ColumnName<T extends CrudTable> = Extract<keyof T['_']['columns'], string>;

/**
 * One plain record type (campaigns, channels, and next providers, cities, holidays, categories, FAQ,
 * fleet …) served by the CRUD kit: list, read, create, edit and delete, in the spec's API style.
 *
 * - `api`: the record type's contract, `crudEndpoints({ table, path, createPath, access, schemas })`
 *   in `packages/shared/src/<area>/<area>.contract.ts`. It fixes the paths, the request and answer
 *   schemas, the answer keys (`<table>`, `insert_<table>_one` …) and the permission action of each
 *   call (`<record>.list|create|edit|delete`, declared in `<area>.permissions.ts`).
 * - `table`: the Drizzle table whose SQL name is `api.table`; give it an audit trigger (a migration,
 *   and its name in `AUDITED_TABLES`) so that every write shows in the edit history.
 * - `present`: the row as the client sees it (`<area>.presenter.ts`).
 * - `name`: the column with a case-insensitive unique index (`lower(nome)`) and the conflict text;
 *   a clash is answered 409 whether the check before writing or the index sees it.
 * - `messages.notFound` (404) and `messages.inUse` (409 when a foreign key still references the row).
 *
 * Every filter key of `api.schemas.filter` must name a column: a value compares for equality, a
 * list means any of (case-insensitive on the name column). Writes run under `withActor`.
 *
 * Adding a record type: the schemas, `crudEndpoints` and the permissions in shared; this config and
 * `crudService(config)` in the area's `<area>.service.ts`; `serveCrud(r, service)` in its routes;
 * `describeCrud(() => t, { service, … })` in its routes test; on the web, a `CrudScreens` config
 * (`components/crud/crud-config.ts`) with the three pages and `crudRoutes`.
 */
export type CrudConfig<T extends CrudTable = CrudTable, A extends CrudApi = CrudApi> = {
  api: A;
  table: T;
  present: (row: T['$inferSelect']) => z.input<A['schemas']['row']>;
  name?: { column: ColumnName<T>; taken: string };
  messages: { notFound: string; inUse: string };
};

/** The request parts the kit's operations take, as the contract's schemas give them. */
export type CrudFilter<A extends CrudApi> = z.output<A['schemas']['filter']>;
export type CrudValues<A extends CrudApi> = z.output<A['schemas']['input']>;
export type CrudPatch<A extends CrudApi> = z.output<A['schemas']['patch']>;
export type CrudRow<A extends CrudApi> = z.input<A['schemas']['row']>;
