import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE, addDays, dayAt, mondayOf } from '@intranet/shared/calendar/days';
import { conversionOf, ratio, roasOf } from '@intranet/shared/campaign-results/report-metrics';
import type { SalesFigures, SalesReportRow } from '@intranet/shared/sales-reports/sales-reports.schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

export type Paging = { limit: number; offset: number };

/** The leads a report counts: created in the period (São Paulo days), of a provider and the details' keys. */
export type LeadScope = {
  de: string;
  ate: string;
  id_empresa?: number;
  id_campanha?: number;
  id_canal?: number;
  id_vendedor?: number;
  cidade?: string;
  bairro?: string;
  rua?: string;
  tipo?: string;
};

const tz = sql.raw(`'${TIME_ZONE}'`);
/** The instant a São Paulo day begins ('2026-10-26' → '2026-10-26T03:00:00.000Z'; two hours ahead in old summers). */
export function dayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [3, 2, 4]) {
    const instant = new Date(utcMidnight + hours * 3_600_000);
    if (dayAt(instant) === day && dayAt(new Date(instant.getTime() - 1)) !== day) return instant.toISOString();
  }
  return new Date(utcMidnight + 3 * 3_600_000).toISOString();
}

const textArray = (values: string[], type: string) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::${type}[]`);

/**
 * The lead's week (its Monday in São Paulo) within the scope's period: the weeks' first instants are
 * computed once and each lead is placed among them by `width_bucket` (a comparison, no time-zone
 * arithmetic per lead). Written into the statement, so the grouping matches its key and label.
 */
export function leadWeekOf(scope: LeadScope): { key: SQL; label: SQL; bucket: SQL } {
  const mondays: string[] = [];
  for (let m = mondayOf(scope.de); m <= scope.ate; m = addDays(m, 7)) mondays.push(m);
  const bounds = mondays.slice(1).map(dayStart);
  const bucket = bounds.length ? sql`width_bucket(l.created_at, ${textArray(bounds, 'timestamptz')})` : sql.raw('0');
  const labels = mondays.map((m) => m.split('-').reverse().join('/'));
  return {
    bucket,
    key: sql`(${textArray(mondays, 'text')})[${bucket} + 1]`,
    label: sql`(${textArray(labels, 'text')})[${bucket} + 1]`,
  };
}
/** A sold lead (its value is the revenue: the results report's definition). */
const sold = sql`l.status = 'vendido'`;

/** The conditions of the leads in scope, on the report indexes' columns (migration 0043). */
export function leadConditions(scope: LeadScope): SQL[] {
  const out = [
    sql`l.created_at >= (${scope.de}::date::timestamp at time zone ${tz})`,
    sql`l.created_at < ((${scope.ate}::date + 1)::timestamp at time zone ${tz})`,
  ];
  if (scope.id_empresa !== undefined) out.push(sql`l.id_empresa = ${scope.id_empresa}`);
  if (scope.id_campanha !== undefined) out.push(sql`l.id_campanha = ${scope.id_campanha}`);
  if (scope.id_canal !== undefined) out.push(sql`l.id_canal = ${scope.id_canal}`);
  if (scope.id_vendedor !== undefined) out.push(sql`l.id_vendedor = ${scope.id_vendedor}`);
  if (scope.cidade !== undefined) out.push(sql`l.cidade = ${scope.cidade}`);
  if (scope.bairro !== undefined) out.push(sql`l.bairro = ${scope.bairro}`);
  if (scope.rua !== undefined) out.push(sql`l.logradouro = ${scope.rua}`);
  if (scope.tipo !== undefined) out.push(sql`l.tipo = ${scope.tipo}`);
  return out;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** The figures' sums of a group, in SQL; with the contacts, the leads contacted and their hours to the first contact, summed. */
const sumsOf = (contacts?: boolean) => sql`count(*)::int as leads,
  count(*) filter (where ${sold})::int as vendas,
  coalesce(sum(l.valor_venda) filter (where ${sold}), 0)::float8 as faturamento
  ${
    contacts
      ? sql`, count(l.primeiro_contato_em)::int as contatados,
    coalesce(sum(extract(epoch from (l.primeiro_contato_em - l.created_at))), 0)::float8 / 3600 as horas_contato_total`
      : sql``
  }`;

/** A grouping, or one made for the scope (the weeks of its period). */
export type GroupingOf = Grouping | ((scope: LeadScope) => Grouping);

/** Joins, fixed or made for the scope (a sale is looked up among those made since the period began). */
export type Joins = SQL | ((scope: LeadScope) => SQL);
const joinsOf = (joins: Joins | undefined, scope: LeadScope): SQL =>
  joins === undefined ? sql`` : typeof joins === 'function' ? joins(scope) : joins;

/** The first instant of the scope's period. */
export const periodStart = (scope: LeadScope) => sql`(${scope.de}::date::timestamp at time zone ${tz})`;

type InvestmentKey = 'id_campanha' | 'id_canal' | 'id_empresa';

/**
 * A grouping of the leads: the key and label of a group, what it names, and, for the reports of paid
 * media, which of campaign/channel/provider the campaign results' investment is matched on.
 */
export type Grouping = {
  key: SQL;
  label: SQL;
  columns?: Partial<Record<Exclude<keyof SalesReportRow, keyof SalesFigures | 'chave' | 'rotulo'>, SQL>>;
  /** Joins that name the group (they never change which leads count). */
  joins?: Joins;
  /** Joins and conditions that choose the leads the report counts (its total line counts the same). */
  scopeJoins?: Joins;
  where?: SQL[];
  groupBy: SQL[];
  order: SQL;
  investment?: InvestmentKey[];
  /** Whether the figures have the contacts (the sellers' reports). */
  contacts?: boolean;
  /** A lead counts in several groups (the profile's dimensions): the total line is counted apart. */
  overlapping?: boolean;
  /**
   * The leads in scope summed first by the few values the groups are made of (a derived table `l` with
   * `leads`, `vendas` and `faturamento`), which the groups then add up: one pass over the leads however
   * many groupings read them (the profile's four dimensions).
   */
  presum?: { joins?: SQL; values: SQL; groupBy: SQL[] };
};

/**
 * A statement whose grouping the planner would otherwise sort on disk: its estimate of the groups of a
 * few computed values (a band, a plan's name) is the product of default guesses, far above the few
 * hundred there are, so it is given the memory to group them by hashing.
 */
async function withHashMemory(db: Db, query: SQL): Promise<RawRow[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local work_mem = '32MB'`);
    return sqlRows<RawRow>(tx, query);
  });
}

/** The groups' sums over the presummed values. */
const presummed = sql`sum(l.leads)::int as leads, sum(l.vendas)::int as vendas, sum(l.faturamento)::float8 as faturamento`;

/** The rows a grouping reads: the leads in scope (joined and filtered), or their sums by the presummed values. */
function sourceOf(scope: LeadScope, g: Grouping): SQL {
  const where = and([...leadConditions(scope), ...(g.where ?? [])]);
  if (!g.presum) return sql`vendas_lead l ${joinsOf(g.scopeJoins, scope)} ${joinsOf(g.joins, scope)} where ${where}`;
  return sql`(select ${g.presum.values}, ${sumsOf()}
      from vendas_lead l ${joinsOf(g.scopeJoins, scope)} ${g.presum.joins ?? sql``} where ${where}
      group by ${sql.join(g.presum.groupBy, sql`, `)}) l ${joinsOf(g.joins, scope)}`;
}

const NAMED = [
  'id_campanha',
  'id_canal',
  'id_empresa',
  'id_vendedor',
  'campanha',
  'canal',
  'empresa',
  'cidade',
  'bairro',
  'rua',
  'dimensao',
] as const;

type RawRow = Record<string, string | number | null>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function figures(r: RawRow, withInvestment: boolean): SalesFigures {
  const leads = Number(r.leads);
  const vendas = Number(r.vendas);
  const faturamento = Number(r.faturamento);
  const investimento = withInvestment ? Number(r.investimento ?? 0) : null;
  return {
    leads,
    vendas,
    faturamento,
    conversao: conversionOf(vendas, leads),
    investimento,
    roas: investimento === null ? null : roasOf(faturamento, investimento),
    contatados: num(r.contatados),
    // The mean of the contacted leads' hours to their first contact: from sums, so a total line is exact.
    horas_primeiro_contato:
      r.contatados === undefined || r.contatados === null
        ? null
        : ratio(Number(r.horas_contato_total), Number(r.contatados)),
  };
}

/** The investment of the campaign results whose period starts in the report's, summed on `keys`. */
function investmentOf(scope: LeadScope, keys: InvestmentKey[]): SQL {
  const cols = sql.raw(keys.join(', '));
  const where = [sql`r.periodo_inicio between ${scope.de}::date and ${scope.ate}::date`];
  if (scope.id_empresa !== undefined) where.push(sql`r.id_empresa = ${scope.id_empresa}`);
  if (scope.id_campanha !== undefined) where.push(sql`r.id_campanha = ${scope.id_campanha}`);
  if (scope.id_canal !== undefined) where.push(sql`r.id_canal = ${scope.id_canal}`);
  // Investment is per campaign, channel and provider: a report narrowed to a seller, a place or a kind has none of its own.
  return sql`select ${cols}, sum(r.investimento)::float8 as investimento
    from vendas_campanha_resultado r where ${and(where)} group by ${cols}`;
}

/**
 * A page of groups of the leads in scope, with the number of groups; the figures are sums, and the
 * ratios are computed from them by the shared formulas.
 */
export async function groupedPage(
  db: Db,
  scope: LeadScope,
  grouping: GroupingOf,
  paging: Paging,
): Promise<{ total: number; dados: SalesReportRow[]; soma: SalesFigures | null }> {
  const g = typeof grouping === 'function' ? grouping(scope) : grouping;
  const named = NAMED.map((k) => sql`${g.columns?.[k] ?? sql`null`} as ${sql.raw(k)}`);
  const inv = g.investment;
  const rows = await (g.presum ? withHashMemory : sqlRows<RawRow>)(
    db,
    sql`
      with grupo as (
        select ${g.key}::text as chave, ${g.label}::text as rotulo, ${sql.join(named, sql`, `)},
          ${g.presum ? presummed : sumsOf(g.contacts)}
        from ${sourceOf(scope, g)}
        group by ${sql.join(g.groupBy, sql`, `)}
      )
      select grupo.*, count(*) over ()::int as total_grupos,
        sum(grupo.leads) over ()::float8 as soma_leads, sum(grupo.vendas) over ()::float8 as soma_vendas,
        sum(grupo.faturamento) over ()::float8 as soma_faturamento
        ${g.contacts ? sql`, sum(grupo.contatados) over ()::float8 as soma_contatados, sum(grupo.horas_contato_total) over ()::float8 as soma_horas` : sql``}
        ${inv ? sql`, coalesce(i.investimento, 0)::float8 as investimento` : sql``}
      from grupo
      ${inv ? sql`left join (${investmentOf(scope, inv)}) i on ${and(inv.map((k) => sql`i.${sql.raw(k)} = grupo.${sql.raw(k)}`))}` : sql``}
      order by ${g.order}
      limit ${paging.limit} offset ${paging.offset}`,
  );
  // Each lead is in one group: the sums of the groups are the total line's (its ratios computed from them).
  const first = rows[0];
  const soma =
    first && !g.overlapping
      ? figures(
          {
            leads: first.soma_leads,
            vendas: first.soma_vendas,
            faturamento: first.soma_faturamento,
            ...(g.contacts && { contatados: first.soma_contatados, horas_contato_total: first.soma_horas }),
          },
          false,
        )
      : null;
  return {
    soma,
    total: rows.length ? Number(rows[0].total_grupos) : await countGroups(db, scope, g),
    dados: rows.map((r) => ({
      chave: String(r.chave),
      rotulo: String(r.rotulo),
      id_campanha: num(r.id_campanha),
      id_canal: num(r.id_canal),
      id_empresa: num(r.id_empresa),
      id_vendedor: num(r.id_vendedor),
      campanha: text(r.campanha),
      canal: text(r.canal),
      empresa: text(r.empresa),
      cidade: text(r.cidade),
      bairro: text(r.bairro),
      rua: text(r.rua),
      dimensao: text(r.dimensao),
      ...figures(r, !!inv),
    })),
  };
}

/** The number of groups (a page past the last one answers no rows and still says how many there are). */
async function countGroups(db: Db, scope: LeadScope, g: Grouping): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from ${sourceOf(scope, g)}
      group by ${sql.join(g.groupBy, sql`, `)}) x`,
  );
  return Number(row.n);
}

/** The investment of the campaign results whose period starts in the scope's period (its provider, campaign, channel). */
export async function investmentTotal(db: Db, scope: LeadScope): Promise<number> {
  const [row] = await sqlRows<{ total: number }>(
    db,
    sql`select coalesce(sum(i.investimento), 0)::float8 as total from (${investmentOf(scope, ['id_empresa'])}) i`,
  );
  return Number(row.total);
}

/** The figures of every lead in scope (the report's total line), with the investment when it has one. */
export async function scopeFigures(
  db: Db,
  scope: LeadScope,
  options: { scopeJoins?: Joins; where?: SQL[]; investment?: boolean; contacts?: boolean } = {},
): Promise<SalesFigures> {
  const [row] = await sqlRows<RawRow>(
    db,
    sql`select ${sumsOf(options.contacts)}
      ${options.investment ? sql`, (select coalesce(sum(i.investimento), 0) from (${investmentOf(scope, ['id_empresa'])}) i)::float8 as investimento` : sql``}
      from vendas_lead l ${joinsOf(options.scopeJoins, scope)}
      where ${and([...leadConditions(scope), ...(options.where ?? [])])}`,
  );
  return figures(row, !!options.investment);
}

/** Leads and sales per day of the period (São Paulo days). */
export async function perDay(db: Db, scope: LeadScope) {
  const rows = await sqlRows<{ dia: string; leads: number; vendas: number }>(
    db,
    sql`select (l.created_at at time zone ${tz})::date::text as dia,
        count(*)::int as leads, count(*) filter (where ${sold})::int as vendas
      from vendas_lead l where ${and(leadConditions(scope))}
      group by 1 order by 1`,
  );
  return rows.map((r) => ({ dia: r.dia, leads: Number(r.leads), vendas: Number(r.vendas) }));
}

/** The leads of a campaign in a channel and provider, newest first. */
export async function campaignLeads(db: Db, scope: LeadScope, paging: Paging) {
  const where = and(leadConditions(scope));
  const [rows, [count]] = await Promise.all([
    sqlRows<RawRow>(
      db,
      sql`select l.id, l.nome, l.status, l.origem, l.created_at, l.valor_venda::float8 as valor_venda,
          l.data_venda::text as data_venda
        from vendas_lead l where ${where}
        order by l.created_at desc, l.id desc
        limit ${paging.limit} offset ${paging.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`select count(*)::int as n from vendas_lead l where ${where}`),
  ]);
  return {
    total: Number(count.n),
    dados: rows.map((r) => ({
      id: Number(r.id),
      nome: String(r.nome),
      status: String(r.status),
      origem: String(r.origem),
      created_at: new Date(r.created_at as string).toISOString(),
      valor_venda: num(r.valor_venda),
      data_venda: text(r.data_venda),
    })),
  };
}

/** The names of a campaign, a channel and a provider (null when one does not exist). */
export async function namesOf(db: Db, ids: { id_campanha: number; id_canal: number; id_empresa: number }) {
  const [row] = await sqlRows<{ campanha: string | null; canal: string | null; empresa: string | null }>(
    db,
    sql`select (select nome from vendas_campanha where id = ${ids.id_campanha}) as campanha,
      (select nome from vendas_canal where id = ${ids.id_canal}) as canal,
      (select nome from rh_empresa where id = ${ids.id_empresa}) as empresa`,
  );
  return row;
}
