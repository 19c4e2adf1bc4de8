import type { Db } from '../../db/client';
import { feriado } from '../../db/schema';

/** Inserts the rows of one holiday (one per city for a municipal one); the id of the first. */
export async function insertMany(db: Db, rows: (typeof feriado.$inferInsert)[]): Promise<{ id: number }> {
  const ids = await db.insert(feriado).values(rows).returning({ id: feriado.id });
  return ids[0];
}
