import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { empresa, vendasCampanha, vendasCampanhaResultado, vendasCanal } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { TIME_ZONE } from '@intranet/shared/calendar/days';

/** A result with the names of its provider and channel and the leads, sales and revenue of its period. */
export type ResultRecord = {
  id: number;
  periodo: string;
  periodo_inicio: string;
  periodo_fim: string;
  id_campanha: number;
  id_canal: number;
  id_empresa: number;
  id_usuario: number | null;
  impressoes: number;
  cliques: number;
  conversas_iniciadas: number;
  investimento: number;
  provedor: string;
  canal: string;
  leads: number;
  vendas: number;
  faturamento: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/**
 * The leads of a result `r`: those of its campaign, channel and provider created within its period,
 * days read in São Paulo time; the sold ones among them make its sales and revenue. The conditions
 * follow `vendas_lead_relatorio_idx` (campaign, channel, provider, created_at, status, valor_venda),
 * which answers them from the index alone.
 */
export const leadsOfResult = sql`
  cross join lateral (
    select count(*)::int as leads,
      count(*) filter (where v.status = 'vendido')::int as vendas,
      coalesce(sum(v.valor_venda) filter (where v.status = 'vendido'), 0)::float8 as faturamento
    from vendas_lead v
    where v.id_campanha = r.id_campanha and v.id_canal = r.id_canal and v.id_empresa = r.id_empresa
      and v.created_at >= (r.periodo_inicio::timestamp at time zone ${TIME_ZONE})
      and v.created_at < ((r.periodo_fim + 1)::timestamp at time zone ${TIME_ZONE})
  ) l`;

/** Results (of a campaign, or one by id), newest period first. */
export async function findResults(db: Db, filter: { id?: number; campaignId?: number }): Promise<ResultRecord[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(sql`r.id = ${filter.id}`);
  if (filter.campaignId !== undefined) conditions.push(sql`r.id_campanha = ${filter.campaignId}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sqlRows<ResultRecord>(
    db,
    sql`
      select r.id, r.periodo, r.periodo_inicio::text as periodo_inicio, r.periodo_fim::text as periodo_fim,
        r.id_campanha, r.id_canal, r.id_empresa, r.id_usuario, r.impressoes, r.cliques, r.conversas_iniciadas,
        r.investimento::float8 as investimento, e.nome as provedor, c.nome as canal,
        l.leads, l.vendas, l.faturamento, r.created_at, r.updated_at
      from vendas_campanha_resultado r
      join rh_empresa e on e.id = r.id_empresa
      join vendas_canal c on c.id = r.id_canal
      ${leadsOfResult}
      ${where}
      order by r.periodo_inicio desc, e.nome, c.nome, r.id desc`,
  );
}

/** The results of a channel (optionally of a campaign and a provider), with their campaign. */
export async function findChannelResults(
  db: Db,
  channelId: number,
  filter: { campaignId?: number; providerId?: number },
) {
  const conditions = [eq(vendasCampanhaResultado.id_canal, channelId)];
  if (filter.campaignId !== undefined) conditions.push(eq(vendasCampanhaResultado.id_campanha, filter.campaignId));
  if (filter.providerId !== undefined) conditions.push(eq(vendasCampanhaResultado.id_empresa, filter.providerId));
  return db
    .select({
      id: vendasCampanhaResultado.id,
      periodo: vendasCampanhaResultado.periodo,
      periodo_inicio: vendasCampanhaResultado.periodo_inicio,
      periodo_fim: vendasCampanhaResultado.periodo_fim,
      id_canal: vendasCampanhaResultado.id_canal,
      id_empresa: vendasCampanhaResultado.id_empresa,
      campanha: { id: vendasCampanha.id, nome: vendasCampanha.nome },
    })
    .from(vendasCampanhaResultado)
    .innerJoin(vendasCampanha, eq(vendasCampanha.id, vendasCampanhaResultado.id_campanha))
    .where(and(...conditions))
    .orderBy(sql`${vendasCampanhaResultado.periodo_inicio} desc`, vendasCampanhaResultado.id);
}

/** The campaign, locked until the transaction ends: results of one campaign are checked for overlaps one writer at a time. */
export async function lockCampaign(db: Db, campaignId: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select id from vendas_campanha where id = ${campaignId} for update`,
  );
  return rows.length > 0;
}

export async function findProvider(db: Db, providerId: number) {
  const [row] = await db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(empresa)
    .where(eq(empresa.id, providerId))
    .limit(1);
  return row;
}

export async function findChannel(db: Db, channelId: number) {
  const [row] = await db
    .select({
      id: vendasCanal.id,
      nome: vendasCanal.nome,
      bitcom: vendasCanal.bitcom,
      razao: vendasCanal.razao,
      vetorial: vendasCanal.vetorial,
    })
    .from(vendasCanal)
    .where(eq(vendasCanal.id, channelId))
    .limit(1);
  return row;
}

/** Whether another result of the campaign, channel and provider shares a day with the period. */
export async function overlaps(
  db: Db,
  value: { id_campanha: number; id_canal: number; id_empresa: number; periodo_inicio: string; periodo_fim: string },
  exceptId?: number,
): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
      select id from vendas_campanha_resultado
      where id_campanha = ${value.id_campanha} and id_canal = ${value.id_canal} and id_empresa = ${value.id_empresa}
        and periodo_inicio <= ${value.periodo_fim}::date and periodo_fim >= ${value.periodo_inicio}::date
        ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
      limit 1`,
  );
  return rows.length > 0;
}

export type ResultWrite = typeof vendasCampanhaResultado.$inferInsert;

export async function insertResult(db: Db, values: ResultWrite): Promise<{ id: number; periodo: string }> {
  const [row] = await db
    .insert(vendasCampanhaResultado)
    .values(values)
    .returning({ id: vendasCampanhaResultado.id, periodo: vendasCampanhaResultado.periodo });
  return row;
}

export async function updateResult(
  db: Db,
  id: number,
  values: Partial<ResultWrite>,
): Promise<{ id: number; periodo: string } | undefined> {
  const [row] = await db
    .update(vendasCampanhaResultado)
    .set(values)
    .where(eq(vendasCampanhaResultado.id, id))
    .returning({ id: vendasCampanhaResultado.id, periodo: vendasCampanhaResultado.periodo });
  return row;
}

export async function findResultCampaign(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id_campanha: vendasCampanhaResultado.id_campanha })
    .from(vendasCampanhaResultado)
    .where(eq(vendasCampanhaResultado.id, id))
    .limit(1);
  return row?.id_campanha;
}
