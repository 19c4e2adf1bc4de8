import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ChannelFilter, ChannelPatch } from '@intranet/shared/sales/channel.schemas';
import type { Db } from '../../db/client';
import { vendasCanal } from '../../db/schema';

export type ChannelRow = typeof vendasCanal.$inferSelect;
export type NewChannelRow = typeof vendasCanal.$inferInsert;

export async function findChannels(db: Db, filter: ChannelFilter = {}): Promise<ChannelRow[]> {
  const t = vendasCanal;
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(t.id, filter.id));
  if (filter.nome) conditions.push(inArray(sql`lower(${t.nome})`, filter.nome.map((n) => n.toLowerCase())));
  if (filter.ativo !== undefined) conditions.push(eq(t.ativo, filter.ativo));
  if (filter.bitcom !== undefined) conditions.push(eq(t.bitcom, filter.bitcom));
  if (filter.razao !== undefined) conditions.push(eq(t.razao, filter.razao));
  if (filter.vetorial !== undefined) conditions.push(eq(t.vetorial, filter.vetorial));
  return db
    .select()
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.created_at), desc(t.id));
}

export async function findChannel(db: Db, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(vendasCanal).where(eq(vendasCanal.id, id)).limit(1);
  return row;
}

/** Whether another channel already has this name, compared as the unique index does (lower case). */
export async function channelNameTaken(db: Db, nome: string, exceptId?: number): Promise<boolean> {
  const t = vendasCanal;
  const sameName = sql`lower(${t.nome}) = lower(${nome})`;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId === undefined ? sameName : and(sameName, ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertChannel(db: Db, values: NewChannelRow): Promise<{ id: number }> {
  const [row] = await db.insert(vendasCanal).values(values).returning({ id: vendasCanal.id });
  return row;
}

export async function updateChannel(db: Db, id: number, patch: ChannelPatch): Promise<ChannelRow | undefined> {
  const [row] = await db.update(vendasCanal).set(patch).where(eq(vendasCanal.id, id)).returning();
  return row;
}

export async function deleteChannel(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.delete(vendasCanal).where(eq(vendasCanal.id, id)).returning({ id: vendasCanal.id });
  return row;
}
