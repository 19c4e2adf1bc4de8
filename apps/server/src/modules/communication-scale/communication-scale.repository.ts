import { desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campanhaComunicacao, campanhaRegra, empresa } from '../../db/schema';

export type ScaleTableRow = typeof campanhaComunicacao.$inferSelect;
export type ScaleWithProvider = ScaleTableRow & { provedor: string };
export type RuleTableRow = typeof campanhaRegra.$inferSelect;

const withProvider = { ...getTableColumns(campanhaComunicacao), provedor: empresa.nome };

/** Every campaign with its provider's name, newest first. */
export function listCampaigns(db: Db): Promise<ScaleWithProvider[]> {
  return db
    .select(withProvider)
    .from(campanhaComunicacao)
    .innerJoin(empresa, eq(empresa.id, campanhaComunicacao.sistema))
    .orderBy(desc(campanhaComunicacao.created_at), desc(campanhaComunicacao.id));
}

export async function findCampaign(db: Db, id: number): Promise<ScaleWithProvider | undefined> {
  const [row] = await db
    .select(withProvider)
    .from(campanhaComunicacao)
    .innerJoin(empresa, eq(empresa.id, campanhaComunicacao.sistema))
    .where(eq(campanhaComunicacao.id, id));
  return row;
}

/** The ids among `ids` that name a campaign; the rows are locked until the transaction ends, so that a rule never lands on a campaign being deleted. */
export async function existingCampaigns(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: campanhaComunicacao.id })
    .from(campanhaComunicacao)
    .where(inArray(campanhaComunicacao.id, [...ids]))
    .for('share');
  return new Set(rows.map((r) => r.id));
}

export async function providerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, id));
  return row !== undefined;
}

/** The rules of a campaign, newest first. */
export function campaignRules(db: Db, campaignId: number): Promise<RuleTableRow[]> {
  return db
    .select()
    .from(campanhaRegra)
    .where(eq(campanhaRegra.campanha_id, campaignId))
    .orderBy(desc(campanhaRegra.criado), desc(campanhaRegra.id));
}

export async function findRule(db: Db, id: number): Promise<RuleTableRow | undefined> {
  const [row] = await db.select().from(campanhaRegra).where(eq(campanhaRegra.id, id));
  return row;
}

export function insertRules(db: Db, rules: (typeof campanhaRegra.$inferInsert)[]): Promise<{ id: number }[]> {
  return db.insert(campanhaRegra).values(rules).returning({ id: campanhaRegra.id });
}

export async function updateRule(
  db: Db,
  id: number,
  values: Partial<typeof campanhaRegra.$inferInsert>,
): Promise<RuleTableRow | undefined> {
  const [row] = await db.update(campanhaRegra).set(values).where(eq(campanhaRegra.id, id)).returning();
  return row;
}

export async function deleteRule(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db.delete(campanhaRegra).where(eq(campanhaRegra.id, id)).returning({ id: campanhaRegra.id });
  return row;
}
