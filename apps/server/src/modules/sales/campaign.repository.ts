import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CampaignFilter, CampaignPatch } from '@intranet/shared/sales/campaign.schemas';
import type { Db } from '../../db/client';
import { vendasCampanha } from '../../db/schema';

export type CampaignRow = typeof vendasCampanha.$inferSelect;
export type NewCampaignRow = typeof vendasCampanha.$inferInsert;

export async function findCampaigns(db: Db, filter: CampaignFilter = {}): Promise<CampaignRow[]> {
  const t = vendasCampanha;
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(t.id, filter.id));
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

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(vendasCampanha).where(eq(vendasCampanha.id, id)).limit(1);
  return row;
}

/** Whether another campaign already has this name, compared as the unique index does (lower case). */
export async function campaignNameTaken(db: Db, nome: string, exceptId?: number): Promise<boolean> {
  const t = vendasCampanha;
  const sameName = sql`lower(${t.nome}) = lower(${nome})`;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId === undefined ? sameName : and(sameName, ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCampaign(db: Db, values: NewCampaignRow): Promise<{ id: number }> {
  const [row] = await db.insert(vendasCampanha).values(values).returning({ id: vendasCampanha.id });
  return row;
}

export async function updateCampaign(db: Db, id: number, patch: CampaignPatch): Promise<CampaignRow | undefined> {
  const [row] = await db.update(vendasCampanha).set(patch).where(eq(vendasCampanha.id, id)).returning();
  return row;
}

export async function deleteCampaign(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.delete(vendasCampanha).where(eq(vendasCampanha.id, id)).returning({ id: vendasCampanha.id });
  return row;
}
