import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arquivo } from '../../db/schema';

export type StoredFile = typeof arquivo.$inferSelect;

export async function insertFile(db: Db, row: typeof arquivo.$inferInsert) {
  const [created] = await db
    .insert(arquivo)
    .values(row)
    .returning({ id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho });
  return created;
}

export async function findFile(db: Db, id: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(arquivo).where(eq(arquivo.id, id)).limit(1);
  return row ?? null;
}
