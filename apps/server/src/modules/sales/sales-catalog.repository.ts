import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendasCampanha, vendasCanal } from '../../db/schema';

/**
 * Campaigns and channels are the same kind of record: a unique name (case-insensitive), one flag per
 * provider, an active flag and one extra flag of their own. One set of queries serves both tables.
 */
export type CatalogTable = typeof vendasCampanha | typeof vendasCanal;

export interface CatalogFilter {
  id?: number;
  /** Names, case-insensitive, any of. */
  nome?: string[];
  ativo?: boolean;
  bitcom?: boolean;
  razao?: boolean;
  vetorial?: boolean;
}

export interface CatalogRepository<Row, NewRow, Patch> {
  find(db: Db, filter?: CatalogFilter): Promise<Row[]>;
  findOne(db: Db, id: number): Promise<Row | undefined>;
  /** Whether another row already has this name, compared as the unique index does (lower case). */
  nameTaken(db: Db, nome: string, exceptId?: number): Promise<boolean>;
  insert(db: Db, values: NewRow): Promise<{ id: number }>;
  update(db: Db, id: number, patch: Patch): Promise<Row | undefined>;
  remove(db: Db, id: number): Promise<{ id: number } | undefined>;
}

export function catalogRepository<T extends CatalogTable, Patch extends Partial<T['$inferInsert']>>(
  table: T,
): CatalogRepository<T['$inferSelect'], T['$inferInsert'], Patch> {
  // Drizzle cannot narrow a union of tables in its builders; the column set is shared, so one view suffices.
  const t = table as typeof vendasCampanha;
  type Row = T['$inferSelect'];
  return {
    async find(db, filter = {}) {
      const conditions: SQL[] = [];
      if (filter.id !== undefined) conditions.push(eq(t.id, filter.id));
      if (filter.nome) conditions.push(inArray(sql`lower(${t.nome})`, filter.nome.map((n) => n.toLowerCase())));
      if (filter.ativo !== undefined) conditions.push(eq(t.ativo, filter.ativo));
      if (filter.bitcom !== undefined) conditions.push(eq(t.bitcom, filter.bitcom));
      if (filter.razao !== undefined) conditions.push(eq(t.razao, filter.razao));
      if (filter.vetorial !== undefined) conditions.push(eq(t.vetorial, filter.vetorial));
      const rows = await db
        .select()
        .from(table as typeof vendasCampanha)
        .where(and(...conditions))
        .orderBy(desc(t.created_at), desc(t.id));
      return rows as Row[];
    },
    async findOne(db, id) {
      const [row] = await db
        .select()
        .from(table as typeof vendasCampanha)
        .where(eq(t.id, id))
        .limit(1);
      return row as Row | undefined;
    },
    async nameTaken(db, nome, exceptId) {
      const sameName = sql`lower(${t.nome}) = lower(${nome})`;
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(exceptId === undefined ? sameName : and(sameName, ne(t.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },
    async insert(db, values) {
      const [row] = await db
        .insert(t)
        .values(values as typeof vendasCampanha.$inferInsert)
        .returning({ id: t.id });
      return row;
    },
    async update(db, id, patch) {
      const [row] = await db
        .update(t)
        .set(patch as Partial<typeof vendasCampanha.$inferInsert>)
        .where(eq(t.id, id))
        .returning();
      return row as Row | undefined;
    },
    async remove(db, id) {
      const [row] = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return row;
    },
  };
}
