import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp from either driver as ISO 8601, or null. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A user's text made literal inside a LIKE/ILIKE pattern (`%`, `_` and `\` lose their meaning). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
