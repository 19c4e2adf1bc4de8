import { getTableName } from 'drizzle-orm';
import type { CrudApi } from '@intranet/shared/crud/crud.contract';
import { withActor } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import { MSG } from '@intranet/shared/validation/messages';
import { conflict, invalid, notFound } from '../http/errors';
import type { OpContext } from '../http/routes';
import type { CrudConfig, CrudFilter, CrudPatch, CrudRow, CrudTable, CrudValues } from './crud.config';
import { crudRepository, type CrudRepository } from './crud.repository';

export type CrudService<T extends CrudTable = CrudTable, A extends CrudApi = CrudApi> = {
  config: CrudConfig<T, A>;
  repository: CrudRepository<T>;
  list(ctx: OpContext, input: { filter?: CrudFilter<A> }): Promise<CrudRow<A>[]>;
  get(ctx: OpContext, input: { id: number }): Promise<CrudRow<A>>;
  create(ctx: OpContext, input: { values: CrudValues<A> }): Promise<{ id: number }>;
  update(ctx: OpContext, input: { id: number; patch: CrudPatch<A> }): Promise<CrudRow<A>>;
  remove(ctx: OpContext, input: { id: number }): Promise<{ id: number }>;
};

/** The create values must be insertable as they are: a schema field without a column, or of another type, fails here. */
type Insertable<T extends CrudTable, A extends CrudApi> = [
  Exclude<keyof CrudValues<A>, keyof T['$inferInsert']>,
] extends [never]
  ? CrudValues<A> extends T['$inferInsert']
    ? unknown
    : { values_must_fit_the_table: never }
  : { fields_without_a_column: Exclude<keyof CrudValues<A>, keyof T['$inferInsert']> };

/**
 * The operations of a record type. Writes run under the acting user (`withActor`), so the edit
 * history records who made them; a name clash is 409 whether the check or the unique index sees
 * it, and a delete refused by a foreign key is 409 with the in-use text.
 */
export function crudService<T extends CrudTable, A extends CrudApi>(
  config: CrudConfig<T, A> & Insertable<T, A>,
): CrudService<T, A> {
  const { api, table, present, name, messages } = config;
  if (getTableName(table) !== api.table) throw new Error(`the table of ${api.table} is ${getTableName(table)}`);
  const repo = crudRepository(table, name?.column);
  const nameOf = (values: object): string | undefined =>
    name ? (values as Record<string, string | undefined>)[name.column] : undefined;
  const ensureNameFree = async (tx: OpContext['db'], values: object, exceptId?: number) => {
    const value = nameOf(values);
    if (name && value !== undefined && (await repo.nameTaken(tx, value, exceptId))) throw conflict(name.taken);
  };
  // A write naming a record that does not exist (a provider, a department …) is bad input, not a crash.
  const rethrowNameTaken = (error: unknown): never => {
    if (isForeignKeyViolation(error)) throw invalid(MSG.invalidData);
    throw name && isUniqueViolation(error) ? conflict(name.taken) : error;
  };

  return {
    config,
    repository: repo,
    async list({ db }, { filter }) {
      return (await repo.find(db, filter)).map(present);
    },
    async get({ db }, { id }) {
      const row = await repo.findOne(db, id);
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },
    async create({ db, actor }, { values }) {
      return withActor(db, actor.userId, async (tx) => {
        await ensureNameFree(tx, values);
        return repo.insert(tx, values as T['$inferInsert']);
      }).catch(rethrowNameTaken);
    },
    async update({ db, actor }, { id, patch }) {
      return withActor(db, actor.userId, async (tx) => {
        const current = await repo.findOne(tx, id);
        if (!current) throw notFound(messages.notFound);
        await ensureNameFree(tx, patch, id);
        if (Object.keys(patch).length === 0) return present(current);
        return present((await repo.update(tx, id, patch as Partial<T['$inferInsert']>)) ?? current);
      }).catch(rethrowNameTaken);
    },
    async remove({ db, actor }, { id }) {
      return withActor(db, actor.userId, async (tx) => {
        const deleted = await repo.remove(tx, id);
        if (!deleted) throw notFound(messages.notFound);
        return deleted;
      }).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? conflict(messages.inUse) : error;
      });
    },
  };
}
