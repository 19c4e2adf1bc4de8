import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sqlRows } from '../sql';

/**
 * Writes many rows into `table` the way bulk loads do: its secondary indexes dropped and built again
 * afterwards from their own definitions (one sorted build instead of a page split every few rows), and,
 * for a superuser, without row triggers (no edit history for demo rows, no foreign-key check per row: the
 * rows are made by joins on the rows they name). One transaction, or a savepoint inside the start-up's:
 * the triggers are switched back on before it ends, since a SET LOCAL outlives a savepoint and would
 * leave every later seed of the same transaction without its triggers.
 */
export async function bulkLoad(db: Db, table: string, load: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [{ superuser }] = await sqlRows<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
    // The load's joins and the index builds' sorts kept in memory (a few hundred thousand rows at most).
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    const indexes = await sqlRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
          join pg_class c on c.relname = i.indexname
          join pg_index x on x.indexrelid = c.oid
          where i.schemaname = current_schema() and i.tablename = ${table} and not x.indisprimary`,
    );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await load(tx);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    if (superuser) await tx.execute(sql`set local session_replication_role = origin`);
  });
}
