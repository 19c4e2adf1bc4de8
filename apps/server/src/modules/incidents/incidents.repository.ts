import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidente } from '../../db/schema';

/** Marks the incident resolved now (kept if it already was), or open again; undefined when there is none. */
export async function setResolved(db: Db, input: { id: number; resolved: boolean }) {
  const [row] = await db
    .update(incidente)
    .set({ resolvido_em: input.resolved ? sql`coalesce(${incidente.resolvido_em}, now())` : null })
    .where(eq(incidente.id, input.id))
    .returning({ id: incidente.id, resolvido_em: incidente.resolvido_em });
  return row;
}
