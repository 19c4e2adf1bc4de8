import { type Db, withActor } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import type { Actor } from '../../platform/auth/access';
import { conflict, notFound } from '../../platform/http/errors';
import type { CatalogFilter, CatalogRepository } from './sales-catalog.repository';

export interface CatalogMessages {
  notFound: string;
  nameTaken: string;
  inUse: string;
}

/**
 * Reads and writes of a campaign-like record; writes run under the acting user so the edit history
 * records who made them. A name clash is answered 409 whether the check or the unique index sees it.
 */
export function catalogService<Row, Values extends { nome: string }, Patch extends { nome?: string }, Out>(deps: {
  repo: CatalogRepository<Row, Values, Patch>;
  present: (row: Row) => Out;
  messages: CatalogMessages;
}) {
  const { repo, present, messages } = deps;
  const rethrowNameTaken = (error: unknown): never => {
    throw isUniqueViolation(error) ? conflict(messages.nameTaken) : error;
  };

  return {
    async list(_actor: Actor, { db, filter }: { db: Db; filter?: CatalogFilter }): Promise<Out[]> {
      return (await repo.find(db, filter)).map(present);
    },

    async get(_actor: Actor, { db, id }: { db: Db; id: number }): Promise<Out> {
      const row = await repo.findOne(db, id);
      if (!row) throw notFound(messages.notFound);
      return present(row);
    },

    async create(actor: Actor, { db, values }: { db: Db; values: Values }): Promise<{ id: number }> {
      return withActor(db, actor.userId, async (tx) => {
        if (await repo.nameTaken(tx, values.nome)) throw conflict(messages.nameTaken);
        return repo.insert(tx, values);
      }).catch(rethrowNameTaken);
    },

    async update(actor: Actor, { db, id, patch }: { db: Db; id: number; patch: Patch }): Promise<Out> {
      return withActor(db, actor.userId, async (tx) => {
        const current = await repo.findOne(tx, id);
        if (!current) throw notFound(messages.notFound);
        if (patch.nome !== undefined && (await repo.nameTaken(tx, patch.nome, id))) throw conflict(messages.nameTaken);
        if (Object.keys(patch).length === 0) return present(current);
        return present((await repo.update(tx, id, patch)) ?? current);
      }).catch(rethrowNameTaken);
    },

    async remove(actor: Actor, { db, id }: { db: Db; id: number }): Promise<{ id: number }> {
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
