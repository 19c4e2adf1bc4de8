import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LeadListFilter } from '@intranet/shared/leads/leads.schemas';
import type { LeadStatus } from '@intranet/shared/leads/leads.rules';
import type { Db } from '../../db/client';
import { OPEN_LEAD_STATUS_LIST, empresa, vendasCampanha, vendasCanal, vendasLead } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { TIME_ZONE } from '@intranet/shared/calendar/days';

/** A lead with the names of its provider, campaign, channel and destination, as the list reads it. */
export type LeadRow = {
  id: number;
  nome: string;
  telefone: string;
  cpf: string;
  email: string | null;
  cep: string | null;
  id_empresa: number;
  empresa_nome: string;
  id_campanha: number | null;
  campanha_nome: string | null;
  id_canal: number | null;
  canal_nome: string | null;
  id_destino: number | null;
  destino_nome: string | null;
  id_link: number | null;
  origem: 'importacao' | 'link' | 'roleta' | 'manual';
  status: LeadStatus;
  valor_venda: string | number | null;
  data_venda: string | Date | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export type NewExternalLead = {
  nome: string;
  telefone: string;
  cpf: string;
  email: string | null;
  cep: string;
  id_empresa: number;
  id_campanha: number | null;
  id_canal: number | null;
  id_destino: number | null;
  id_link: number | null;
};

const SELECT = sql`
  select l.id, l.nome, l.telefone, l.cpf, l.email, l.cep, l.id_empresa, e.nome as empresa_nome,
    l.id_campanha, c.nome as campanha_nome, l.id_canal, ca.nome as canal_nome, l.id_destino, d.nome as destino_nome,
    l.id_link, l.origem, l.status, l.valor_venda, to_char(l.data_venda, 'YYYY-MM-DD') as data_venda, l.created_at, l.updated_at
  from vendas_lead l
  join rh_empresa e on e.id = l.id_empresa
  left join vendas_campanha c on c.id = l.id_campanha
  left join vendas_canal ca on ca.id = l.id_canal
  left join vendas_destino d on d.id = l.id_destino`;

/** The list's conditions; the period is of days in São Paulo, compared on the instant so the index serves it. */
function whereOf(filter: Omit<LeadListFilter, 'offset' | 'limit'>): SQL {
  const conditions: SQL[] = [];
  if (filter.id_campanha !== undefined) conditions.push(sql`l.id_campanha = ${filter.id_campanha}`);
  if (filter.id_canal !== undefined) conditions.push(sql`l.id_canal = ${filter.id_canal}`);
  if (filter.id_empresa !== undefined) conditions.push(sql`l.id_empresa = ${filter.id_empresa}`);
  if (filter.status !== undefined) conditions.push(sql`l.status = ${filter.status}`);
  if (filter.de) conditions.push(sql`l.created_at >= (${filter.de}::date::timestamp at time zone ${TIME_ZONE})`);
  if (filter.ate) conditions.push(sql`l.created_at < ((${filter.ate}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** One page of leads newest first, and how many match. */
export async function page(db: Db, filter: LeadListFilter): Promise<{ rows: LeadRow[]; total: number }> {
  const where = whereOf(filter);
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from vendas_lead l ${where}`,
  );
  const rows = await sqlRows<LeadRow>(
    db,
    sql`${SELECT} ${where} order by l.created_at desc, l.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

export async function findOne(db: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await sqlRows<LeadRow>(db, sql`${SELECT} where l.id = ${id}`);
  return row;
}

/**
 * A lead from the public form; nothing when the person already has an open lead at this provider
 * (the partial unique index decides, whatever the race).
 */
export async function insertExternal(db: Db, lead: NewExternalLead): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
      insert into vendas_lead (nome, telefone, cpf, email, cep, id_empresa, id_campanha, id_canal, id_destino, id_link, origem, consentimento_em)
      values (${lead.nome}, ${lead.telefone}, ${lead.cpf}, ${lead.email}, ${lead.cep}, ${lead.id_empresa}, ${lead.id_campanha},
        ${lead.id_canal}, ${lead.id_destino}, ${lead.id_link}, 'link', now())
      on conflict (id_empresa, cpf) where status in ${OPEN_LEAD_STATUS_LIST} do nothing
      returning id`,
  );
  return rows.length > 0;
}

/**
 * A lead of origin roleta for a person who spun a provider's wheel without being its customer: the
 * new lead's id, or the id of the open lead the person already has at the provider.
 */
export async function insertFromRoulette(
  db: Db,
  lead: { nome: string; telefone: string; cpf: string; id_empresa: number },
): Promise<number> {
  const [created] = await sqlRows<{ id: number }>(
    db,
    sql`
      insert into vendas_lead (nome, telefone, cpf, id_empresa, origem, consentimento_em)
      values (${lead.nome}, ${lead.telefone}, ${lead.cpf}, ${lead.id_empresa}, 'roleta', now())
      on conflict (id_empresa, cpf) where status in ${OPEN_LEAD_STATUS_LIST} do nothing
      returning id`,
  );
  if (created) return created.id;
  const [open] = await sqlRows<{ id: number }>(
    db,
    sql`select id from vendas_lead where id_empresa = ${lead.id_empresa} and cpf = ${lead.cpf} and status in ${OPEN_LEAD_STATUS_LIST} limit 1`,
  );
  return open.id;
}

export async function updateStatus(
  db: Db,
  id: number,
  values: { status: LeadStatus; valor_venda: string | null; data_venda: string | null },
): Promise<boolean> {
  const rows = await db.update(vendasLead).set(values).where(eq(vendasLead.id, id)).returning({ id: vendasLead.id });
  return rows.length > 0;
}

/** The provider companies, for the public form to choose from. */
export async function companies(db: Db) {
  return db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(empresa)
    .where(eq(empresa.ativo, true))
    .orderBy(asc(empresa.nome));
}

export async function companyExists(db: Db, id: number): Promise<{ id: number; nome: string } | undefined> {
  const [row] = await db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).where(eq(empresa.id, id));
  return row;
}

export async function campaignExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.id, id))).length > 0;
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: vendasCanal.id }).from(vendasCanal).where(eq(vendasCanal.id, id))).length > 0;
}

/** The leads that came through each of some tracking links, those sold and their revenue (the sponsorships' return). */
export async function linkReturns(
  db: Db,
  links: readonly number[],
): Promise<Map<number, { leads: number; vendas: number; faturamento: number }>> {
  const result = new Map<number, { leads: number; vendas: number; faturamento: number }>();
  if (links.length === 0) return result;
  const rows = await db
    .select({
      id_link: vendasLead.id_link,
      leads: sql<number>`count(*)::integer`,
      vendas: sql<number>`(count(*) filter (where ${vendasLead.status} = 'vendido'))::integer`,
      faturamento: sql<string>`coalesce(sum(${vendasLead.valor_venda}) filter (where ${vendasLead.status} = 'vendido'), 0)`,
    })
    .from(vendasLead)
    .where(inArray(vendasLead.id_link, [...links]))
    .groupBy(vendasLead.id_link);
  for (const row of rows)
    result.set(row.id_link!, { leads: row.leads, vendas: row.vendas, faturamento: Number(row.faturamento) });
  return result;
}
