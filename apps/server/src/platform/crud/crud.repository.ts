import { and, desc, eq, getTableColumns, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { CrudTable } from './crud.config';

export type CrudRepository<T extends CrudTable> = {
  find(db: Db, filter?: Record<string, unknown>): Promise<T['$inferSelect'][]>;
  findOne(db: Db, id: number): Promise<T['$inferSelect'] | undefined>;
  /** Whether another row already has this name, compared as the unique index does (lower case). */
  nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean>;
  insert(db: Db, values: T['$inferInsert']): Promise<{ id: number }>;
  update(db: Db, id: number, patch: Partial<T['$inferInsert']>): Promise<T['$inferSelect'] | undefined>;
  remove(db: Db, id: number): Promise<{ id: number } | undefined>;
};

/** The queries of a record type; `nameColumn` is the column of its case-insensitive unique name. */
export function crudRepository<T extends CrudTable>(table: T, nameColumn?: string): CrudRepository<T> {
  // Drizzle's builders cannot follow a table given by type parameter; the kit reads its columns by name.
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const from = table as unknown as CrudTable;
  const id = columns.id;
  const name = nameColumn ? columns[nameColumn] : undefined;
  const order = columns.created_at ? [desc(columns.created_at), desc(id)] : [desc(id)];

  const condition = (key: string, value: unknown): SQL => {
    const column = columns[key];
    if (!column) throw new Error(`filter ${key} names no column of the table`);
    if (!Array.isArray(value)) return eq(column, value);
    if (column === name)
      return inArray(
        sql`lower(${column})`,
        value.map((v: string) => v.toLowerCase()),
      );
    return inArray(column, value);
  };

  // The unfiltered list, the call every list screen opens with, is built once per database handle and
  // sent as a named statement, which PostgreSQL parses and plans once per connection.
  const listAll = new WeakMap<Db, { execute(): Promise<unknown[]> }>();
  const listAllOf = (db: Db) => {
    let query = listAll.get(db);
    if (!query) {
      query = db
        .select()
        .from(from)
        .orderBy(...order)
        .prepare(`crud_list_${getTableName(table)}`);
      listAll.set(db, query);
    }
    return query;
  };

  return {
    async find(db, filter = {}) {
      const conditions = Object.entries(filter).flatMap(([key, value]) =>
        value === undefined ? [] : [condition(key, value)],
      );
      if (conditions.length === 0) return (await listAllOf(db).execute()) as T['$inferSelect'][];
      const rows = await db
        .select()
        .from(from)
        .where(and(...conditions))
        .orderBy(...order);
      return rows as T['$inferSelect'][];
    },
    async findOne(db, key) {
      const [row] = await db.select().from(from).where(eq(id, key)).limit(1);
      return row as T['$inferSelect'] | undefined;
    },
    async nameTaken(db, value, exceptId) {
      if (!name) return false;
      const sameName = sql`lower(${name}) = lower(${value})`;
      const [row] = await db
        .select({ id })
        .from(from)
        .where(exceptId === undefined ? sameName : and(sameName, ne(id, exceptId)))
        .limit(1);
      return row !== undefined;
    },
    async insert(db, values) {
      const [row] = await db
        .insert(from)
        .values(values as never)
        .returning({ id });
      return row as { id: number };
    },
    async update(db, key, patch) {
      const [row] = await db
        .update(from)
        .set(patch as never)
        .where(eq(id, key))
        .returning();
      return row as T['$inferSelect'] | undefined;
    },
    async remove(db, key) {
      const [row] = await db.delete(from).where(eq(id, key)).returning({ id });
      return row as { id: number } | undefined;
    },
  };
}
