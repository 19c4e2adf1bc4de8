import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export async function listOutbox(db: Db, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.created_at), desc(outbox.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(outbox),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      enviado_em: r.enviado_em?.toISOString() ?? null,
    })),
  };
}
